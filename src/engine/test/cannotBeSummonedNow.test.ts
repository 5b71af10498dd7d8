import { describe, expect, it } from 'vitest';
import { applyAction } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Rule code `cannotBeSummonedNow` (a printed condition with an answer; ygopro's EFFECT_CANNOT_SUMMON,
 * EFFECT_CANNOT_FLIP_SUMMON and EFFECT_SPSUMMON_CONDITION under one condition): while it holds, the card cannot be
 * Normal, Flip or Special Summoned (refusal summonConditionUnmet), and its Set is still allowed. Witness: Guardian
 * Kay'est, Summoned only while its player controls a face-up "Rod of Silence - Kay'est".
 */

const KAYEST = "Guardian Kay'est";
const ROD = { card: "Rod of Silence - Kay'est", faceUp: true, equippedTo: 0 };

describe('a Summon allowed only under the card\'s own condition (rule code cannotBeSummonedNow)', () => {
  it('a Normal Summon is refused with the reason while it holds; the Set is not', () => {
    const d = duelOf({ me: { hand: [KAYEST] } });
    expect(() => applyAction(d, { type: 'normalSummon', card: idOf(d, KAYEST), tributes: [] })).toThrow(/cannot be Summoned now/);
    const x = passAll(play(d, { type: 'setMonster', card: idOf(d, KAYEST), tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false });
  });

  it('the condition is asked now: once it is met, the same card may be Normal Summoned', () => {
    const d = duelOf({ me: { hand: [KAYEST], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [ROD] } });
    expect(legal(d, 'normalSummon', idOf(d, KAYEST)).length).toBe(1);
  });

  it('a Flip Summon is refused while it holds', () => {
    const d = duelOf({ me: { monsters: [{ card: KAYEST, faceUp: false, position: 'defense' }] } });
    expect(() => applyAction(d, { type: 'flipSummon', card: idOf(d, KAYEST) })).toThrow(/cannot be Summoned now/);
  });

  it('a card effect cannot Special Summon it while it holds (Monster Reborn has no target)', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [KAYEST, 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).not.toContain(idOf(d, KAYEST));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard).toContain(KAYEST);
  });
});
