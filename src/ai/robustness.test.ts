import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, createDuel, decidingPlayer, legalActions, legalActionsFor, viewFor, type Action, type DeckList, type Duel, type Player } from '../engine';
import { ALL_PRESET_DECKS, GOAT_PRESETS, type PresetDeck } from '../cards/decks';
import type { FormatId } from '../engine/formatRules';
import { chooseAction, LEVELS, type Level } from '.';
import { chooseHard } from './hard';
import { Dice } from './random';
import { SETTINGS } from './settings';

/**
 * Never throws and always returns a listed action: 300 seeded duels per level over every pair of
 * presets, then each ordered pair of the GOAT presets once in the GOAT format, the computer on one
 * side and random play on the other (Hard with a small iteration bound so this stays quick).
 * Each duel is played for its first MAX_ACTIONS actions: the openings and middle game, where the
 * choices are widest.
 */
const DUELS = 300;
const MAX_ACTIONS = 60;
/** Every ordered pair of `presets`, the same deck against itself included. */
const pairsOf = (presets: readonly PresetDeck[]): [PresetDeck, PresetDeck][] => presets.flatMap((a) => presets.map((b): [PresetDeck, PresetDeck] => [a, b]));
const deck = (p: PresetDeck): DeckList => ({ main: [...p.main], extra: [...(p.extra ?? [])] });
/** The GOAT presets are built for GOAT only (their Limited cards are Forbidden today): they play each other in GOAT. */
const SETS: readonly { readonly name: string; readonly pairs: [PresetDeck, PresetDeck][]; readonly duels: number; readonly format?: FormatId }[] = [
  { name: 'every preset', pairs: pairsOf(ALL_PRESET_DECKS), duels: DUELS },
  { name: 'the GOAT presets in GOAT', pairs: pairsOf(GOAT_PRESETS), duels: GOAT_PRESETS.length ** 2, format: 'goat' },
];

/** The computer's choice, one of the listed actions in its own terms (legalActionsFor). */
function choose(level: Level, duel: Duel, who: Player, legal: readonly Action[], seed: number): Action {
  const view = viewFor(duel, who);
  if (level === 'hard' && legal.length > 1) return chooseHard(view, legal, new Dice(seed), { ...SETTINGS.hard, playouts: 1, candidates: 2 });
  return chooseAction(view, legal, { level, seed });
}

describe.each(LEVELS)('%s computer over seeded duels', (level) => {
  it.each(SETS)('returns a listed action every time: $name', ({ pairs, duels, format }) => {
    let decisions = 0;
    for (let i = 0; i < duels; i++) {
      const [a, b] = pairs[i % pairs.length]!;
      let duel = createDuel({ decks: [deck(a), deck(b)], seed: 1000 + i, format });
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
    expect(decisions).toBeGreaterThan(duels * 10);
  }, 300_000);
});
