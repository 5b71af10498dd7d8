import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

// Gatling Dragon: "Barrel Dragon" + "Blowback Dragon" / "Once per turn: You can toss a coin 3 times and destroy as many
// monsters on the field as possible, but not more than the number of Heads."
const headsOf = (d: Duel): number => d.events.filter((e) => e.type === 'coinTossed' && e.result === 'heads').length;

/** Activates it and answers each choice with the first monster offered; returns the duel and the heads tossed. */
function fire(d: Duel): { x: Duel; heads: number } {
  let x = play(d, { type: 'activate', card: idOf(d, 'Gatling Dragon') });
  x = passAll(x);
  let heads = headsOf(x);
  while (x.flow.prompt?.kind === 'chooseCard') {
    x = passAll(play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
    heads = Math.max(heads, headsOf(x));
  }
  return { x, heads };
}

describe('Gatling Dragon', () => {
  fusionSummonSpec('Gatling Dragon', ['Barrel Dragon', 'Blowback Dragon'], { atk: 2600, def: 1200 }, [standIn('81480460', 'Barrel Dragon', 'effect', 'DARK', 'Machine', 7, 2600, 2200)]);

  it('destroys as many monsters on the field as heads were tossed (over seeds 1-12, every count 0-3 met)', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Gatling Dragon' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }, { card: 'Dark Magician' }] } });
      const { x, heads } = fire(d);
      seen.add(heads);
      const destroyed = me(x).graveyard.length + opp(x).graveyard.length;
      expect(destroyed, `seed ${seed}`).toBe(heads);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('with fewer monsters than heads, every monster on the field (itself included) is destroyed', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Gatling Dragon' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
      const { x, heads } = fire(d);
      if (heads < 2) continue;
      expect(me(x).graveyard).toEqual(['Gatling Dragon']);
      expect(opp(x).graveyard).toEqual(['Kuriboh']);
      return;
    }
    throw new Error('no seed tossed 2 heads');
  });

  it('the monsters are chosen among both sides as it resolves (no target); once per turn', () => {
    let checked = false;
    for (let seed = 1; seed <= 20 && !checked; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Gatling Dragon' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
      const activated = play(d, { type: 'activate', card: idOf(d, 'Gatling Dragon') });
      expect(activated.events.find((e) => e.type === 'activated')).not.toHaveProperty('targets');
      let x = passAll(activated);
      // The prompt names how many heads there were (the tosses are logged once it has resolved).
      if (x.flow.prompt?.kind !== 'chooseCard' || !x.flow.prompt.reason.endsWith('(1 of 1)')) continue;
      expect([...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Gatling Dragon'), idOf(d, 'Kuriboh', 1)].sort());
      x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }));
      expect(opp(x).graveyard).toEqual(['Kuriboh']);
      expect(headsOf(x)).toBe(1);
      expect(legal(x, 'activate', idOf(d, 'Gatling Dragon'))).toHaveLength(0);
      checked = true;
    }
    expect(checked).toBe(true);
  });
});
