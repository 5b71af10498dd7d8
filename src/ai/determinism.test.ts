import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, createDuel, decidingPlayer, legalActionsFor, viewFor, type DeckList } from '../engine';
import { ALL_PRESET_DECKS } from '../cards/decks';
import { chooseAction, LEVELS } from '.';

/** Without a budget the computer is a pure function of its arguments: tests, benchmarks and replays reproduce. */
const deck = (k: number): DeckList => ({ main: [...ALL_PRESET_DECKS[k]!.main], extra: [...(ALL_PRESET_DECKS[k]!.extra ?? [])] });

describe('Determinism without a budget', () => {
  it.each(LEVELS)('%s: the same arguments give the same action', (level) => {
    let duel = createDuel({ decks: [deck(2), deck(3)], seed: 77 });
    for (let n = 0; n < 40 && duel.winner === null; n++) {
      const who = decidingPlayer(duel)!;
      const legal = legalActionsFor(duel, who);
      const view = viewFor(duel, who);
      const first = chooseAction(view, legal, { level, seed: n });
      expect(chooseAction(structuredClone(view), structuredClone(legal), { level, seed: n })).toEqual(first);
      duel = applyAction(duel, actionFromView(duel, who, first));
    }
  });
});
