import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, createDuel, decidingPlayer, legalActionsFor, summary, viewFor, type DeckList, type Duel } from '../engine';
import { GOAT_PRESETS } from '../cards/decks';
import { chooseAction } from '.';

/**
 * The GOAT presets played to their end by the computer at Easy, in the GOAT format: every preset meets
 * the next one (each goes first once over the seeds), both sides the computer. Seeded, so a failure
 * replays. The action bound is far above what these duels take; reaching it is a failure.
 */
const MAX_ACTIONS = 3000;
const deck = (k: number): DeckList => ({ main: [...GOAT_PRESETS[k]!.main], extra: [...(GOAT_PRESETS[k]!.extra ?? [])] });

describe('The GOAT presets in GOAT, the computer at Easy on both sides', () => {
  it.each(GOAT_PRESETS.map((p, k) => [p.name, GOAT_PRESETS[(k + 1) % GOAT_PRESETS.length]!.name, k] as const))('%s against %s runs to its end without error', (_a, _b, k) => {
    const seed = 5000 + k;
    let duel: Duel = createDuel({ decks: [deck(k), deck((k + 1) % GOAT_PRESETS.length)], seed, format: 'goat' });
    expect(summary(duel).format).toBe('goat');
    let n = 0;
    for (; n < MAX_ACTIONS && duel.winner === null; n++) {
      const who = decidingPlayer(duel)!;
      // The computer's own terms (its view and its listed actions), as the app's worker is given them.
      const legal = legalActionsFor(duel, who);
      const action = chooseAction(viewFor(duel, who), legal, { level: 'easy', seed: seed * 7919 + n });
      expect(legal).toContainEqual(action);
      duel = applyAction(duel, actionFromView(duel, who, action));
    }
    expect(duel.winner, `no winner after ${n} actions`).not.toBeNull();
  }, 300_000);
});
