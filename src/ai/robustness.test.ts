import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, createDuel, decidingPlayer, legalActions, legalActionsFor, viewFor, type Action, type DeckList, type Duel, type Player } from '../engine';
import { ALL_PRESET_DECKS } from '../cards/decks';
import { chooseAction, LEVELS, type Level } from '.';
import { chooseHard } from './hard';
import { Dice } from './random';
import { SETTINGS } from './settings';

/**
 * Never throws and always returns a listed action: 300 seeded duels per level over every pair of
 * presets, the computer on both sides (Hard with a small iteration bound so this stays quick).
 * Each duel is played for its first MAX_ACTIONS actions: the openings and middle game, where the
 * choices are widest.
 */
const DUELS = 300;
const MAX_ACTIONS = 60;
const pairs: [number, number][] = [];
for (let a = 0; a < ALL_PRESET_DECKS.length; a++) for (let b = 0; b < ALL_PRESET_DECKS.length; b++) pairs.push([a, b]);
const deck = (k: number): DeckList => ({ main: [...ALL_PRESET_DECKS[k]!.main], extra: [...(ALL_PRESET_DECKS[k]!.extra ?? [])] });

/** The computer's choice, one of the listed actions in its own terms (legalActionsFor). */
function choose(level: Level, duel: Duel, who: Player, legal: readonly Action[], seed: number): Action {
  const view = viewFor(duel, who);
  if (level === 'hard' && legal.length > 1) return chooseHard(view, legal, new Dice(seed), { ...SETTINGS.hard, playouts: 1, candidates: 2 });
  return chooseAction(view, legal, { level, seed });
}

describe.each(LEVELS)('%s computer over seeded duels of every preset', (level) => {
  it(`returns a listed action every time in ${DUELS} duels`, () => {
    let decisions = 0;
    for (let i = 0; i < DUELS; i++) {
      const [a, b] = pairs[i % pairs.length]!;
      let duel = createDuel({ decks: [deck(a), deck(b)], seed: 1000 + i });
      for (let n = 0; n < MAX_ACTIONS && duel.winner === null; n++) {
        const who = decidingPlayer(duel)!;
        // The computer plays one side; the other side plays at random, so odd positions come up too.
        if (who === (i % 2)) {
          const legal = legalActionsFor(duel, who);
          const action = choose(level, duel, who, legal, i * 997 + n);
          expect(legal).toContainEqual(action);
          duel = applyAction(duel, actionFromView(duel, who, action));
        } else {
          const legal = legalActions(duel);
          duel = applyAction(duel, legal[new Dice(i * 31 + n).int(legal.length)]!);
        }
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(DUELS * 10);
  }, 300_000);
});
