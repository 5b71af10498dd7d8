import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * Rule code `negatesSpellEffectTargetingMonster` (field): a face-up card guards the monster its rule names (Rod of
 * Silence - Kay'est: the monster it equips): a Spell Card activated targeting that monster has its effect negated and
 * is destroyed, as Ryu Senshi guards itself (chain.ts negateTargetingGuard); the guarding card's own activation is not.
 */

const ROD = "Rod of Silence - Kay'est";

describe('a card guarding a monster from Spell effects that target it (rule code negatesSpellEffectTargetingMonster)', () => {
  it('the Spell resolves doing nothing and is destroyed by the guard\'s controller', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Snatch Steal'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(opp(x).graveyard).toEqual(['Snatch Steal']);
    expect(x.events.some((e) => e.type === 'destroyed' && e.card === idOf(d, 'Snatch Steal', 1) && e.by === 0)).toBe(true);
  });

  it('not once the guard has left the field', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { hand: ['Snatch Steal'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
});
