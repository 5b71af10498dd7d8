import { describe, expect, it } from 'vitest';
import type { Duel } from '../state';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * Rule code `negatesTargetingOnRoll` (self, while face-up): "When this card is targeted by the effect of a card
 * controlled by your opponent, when resolving the effect, roll a six-sided die. If the result is 2 or 5, negate
 * the effect and destroy the opponent's card" (Infernalqueen Archfiend; official/c8581705.lua: EVENT_CHAIN_SOLVING,
 * TossDice, NegateEffect, Destroy). chain.ts `rollAgainstTargeting` rolls as the Chain Link resolves. The die is
 * the duel's seeded generator: each seed is played and the outcome checked against the roll it made, and both
 * outcomes must be seen among the seeds.
 */
const rolls = (xs: Duel[]): number[] => [...new Set(xs)].flatMap((x) => x.events.filter((e) => e.type === 'dieRolled').map((e) => (e as { result: number }).result));

/** The opponent's Book of Moon on my face-up Infernalqueen Archfiend, resolved; the die rolled along the way. */
function bookOfMoon(seed: number): { end: Duel; rolled: number[] } {
  const d = duelOf({ seed, turnPlayer: 1, me: { monsters: [{ card: 'Infernalqueen Archfiend' }] }, opp: { hand: ['Book of Moon'] } });
  const a = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
  const b = play(a, { type: 'select', ids: [idOf(d, 'Infernalqueen Archfiend')] });
  const end = passAll(b);
  return { end, rolled: rolls([a, b, end]) };
}

describe('negatesTargetingOnRoll', () => {
  it("an opponent's effect targeting it rolls one die as it resolves: on 2 or 5 it is negated and its card destroyed, else it applies", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 24; seed++) {
      const { end, rolled } = bookOfMoon(seed);
      expect(rolled).toHaveLength(1);
      const negated = rolled[0] === 2 || rolled[0] === 5;
      seen.add(negated);
      expect({ seed, rolled, monster: me(end).monsters[0] }).toMatchObject({ seed, rolled, monster: { name: 'Infernalqueen Archfiend', faceUp: negated } });
      expect(opp(end).graveyard).toEqual(['Book of Moon']);
      expect(end.events.some((e) => e.type === 'destroyed' && e.card === idOf(end, 'Book of Moon', 1))).toBe(negated);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('its own controller\'s effect targeting it rolls nothing', () => {
    const d = duelOf({ seed: 1, me: { hand: ['Book of Moon'], monsters: [{ card: 'Infernalqueen Archfiend' }] } });
    const a = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') });
    const b = play(a, { type: 'select', ids: [idOf(d, 'Infernalqueen Archfiend')] });
    const end = passAll(b);
    expect(rolls([a, b, end])).toEqual([]);
    expect(me(end).monsters[0]).toMatchObject({ faceUp: false });
  });

  it('an effect that does not target it rolls nothing (Dark Hole)', () => {
    const d = duelOf({ seed: 1, turnPlayer: 1, me: { monsters: [{ card: 'Infernalqueen Archfiend' }] }, opp: { hand: ['Dark Hole'] } });
    const end = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(rolls([end])).toEqual([]);
    expect(me(end).graveyard).toEqual(['Infernalqueen Archfiend']);
  });
});
