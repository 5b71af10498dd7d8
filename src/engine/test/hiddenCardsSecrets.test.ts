import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../../cards/decks';
import { applyAction, createDuel, legalActions, viewFor } from '..';
import { randomInt, seedRng } from '../random';
import { IdWatch, swapVariants, viewLeaks } from '../../reliability/secrets';

/*
 * Random legal play with decks full of the cards that change what is hidden or public (Different Dimension Capsule,
 * Lightforce Sword, Pot of Desires: cards banished face-down; Convulsion of Nature: Decks upside-down, their top
 * cards public), checked after every action by the hidden-information harness (src/reliability/secrets.ts): no view
 * names a card hidden from its viewer nor an id that would recognise it (IdWatch), and swapping hidden cards leaves the view the same.
 */
const MINE = ['Different Dimension Capsule', 'Lightforce Sword', 'Pot of Desires', 'Convulsion of Nature', 'Dimension Fusion'];

describe('hidden information through random play with face-down banished cards and upside-down Decks', () => {
  it.each([1, 2, 3])('seed %i: no leak, no difference in the swapped variants', (seed) => {
    let duel = createDuel({ decks: [0, 1].map((p) => ({ main: [...MINE, ...MINE, ...MINE, ...PRESET_DECKS[p]!.main.slice(15)] })) as never, seed });
    let rng = seedRng(seed * 31 + 7);
    let sawDown = false;
    let sawUpside = false;
    const watches = [new IdWatch(0), new IdWatch(1)] as const;
    for (let i = 0; i < 400 && duel.winner === null; i++) {
      const legal = legalActions(duel);
      // Prefer activating the cards under test.
      const mine = legal.filter((a) => a.type === 'activate');
      const pool = mine.length > 0 && i % 2 === 0 ? mine : legal;
      let k: number;
      [k, rng] = randomInt(rng, pool.length);
      duel = applyAction(duel, pool[k]!);
      if (duel.faceDownBanished) sawDown = true;
      if (duel.decksUpsideDown) sawUpside = true;
      for (const viewer of [0, 1] as const) {
        expect(viewLeaks(duel, viewer), `action ${i}`).toEqual([]);
        expect(watches[viewer].observe(duel, viewFor(duel, viewer), i), `action ${i} viewer ${viewer}`).toBeNull();
        if (i % 5 === 0) {
          const view = JSON.stringify(viewFor(duel, viewer));
          const out = swapVariants(duel, viewer, rng);
          rng = out.rng;
          for (const [label, v] of out.variants) expect(JSON.stringify(viewFor(v, viewer)), `action ${i} viewer ${viewer}: ${label}`).toBe(view);
        }
      }
    }
    // Both mechanics were reached.
    expect([sawDown, sawUpside]).toEqual([true, true]);
  });
});
