import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal } from './dsl';

/*
 * "If you Normal Summon this card, you must place it in face-down Defense Position" (rule code `normalSummonOnlySet`, a
 * printed condition read by legal.ts `summonRefusal`): the monster's Normal Summon is never face-up (refusal `setOnly`),
 * its Set (Tributes as its Level asks) stays legal, and so do its Flip Summon and Special Summons. Witness: Mystic
 * Swordsman LV6.
 */
describe('Normal Summon only as a Set (normalSummonOnlySet)', () => {
  const d = duelOf({ me: { hand: ['Mystic Swordsman LV6', 'Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] } });

  it('no face-up Normal Summon is offered, and one is refused with its reason', () => {
    const lv6 = idOf(d, 'Mystic Swordsman LV6');
    expect(legal(d, 'normalSummon', lv6)).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: lv6, tributes: [idOf(d, 'Celtic Guardian')] })).toMatch(/Set it instead/);
  });

  it('its Set is offered; a monster without the rule may be Summoned either way', () => {
    expect(legal(d, 'setMonster', idOf(d, 'Mystic Swordsman LV6'))).toHaveLength(1);
    expect(legalActions(d).filter((a) => a.type === 'normalSummon' && a.card === idOf(d, 'Summoned Skull'))).toHaveLength(1);
  });

  it('its Flip Summon is allowed once Set', () => {
    const set = duelOf({ me: { monsters: [{ card: 'Mystic Swordsman LV6', position: 'defense', faceUp: false }] } });
    expect(legal(set, 'flipSummon', idOf(set, 'Mystic Swordsman LV6'))).toHaveLength(1);
  });
});
