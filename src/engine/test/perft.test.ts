import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, type Duel } from '..';
import { PRESET_DECKS } from '../../cards/decks';
import { duelOf } from './dsl';

/** The number of legal action sequences of length `depth` (chess perft, for duels). */
function perft(duel: Duel, depth: number): number {
  if (depth === 0 || duel.winner !== null) return 1;
  let n = 0;
  for (const a of legalActions(duel)) n += perft(applyAction(duel, a), depth - 1);
  return n;
}

const positions: Record<string, () => Duel> = {
  'opening, presets, seed 1': () =>
    createDuel({ decks: [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }], seed: 1, firstPlayer: 0 }),
  'tribute choices': () =>
    duelOf({ me: { hand: ['Dark Magician', 'Summoned Skull', 'Feral Imp'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf', position: 'defense' }, { card: 'Silver Fang', faceUp: false, position: 'defense' }] } }),
  'battle, both sides': () =>
    duelOf({ phase: 'battle', me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } }),
};

// Golden counts: frozen numbers that change only when a rule changes. When one does, check why.
// Checked by hand: opening depth 1 = 4 Level-4 cards x (Summon, Set) + End Phase; tribute depth 1 =
// Dark Magician 3 pairs x2 + Summoned Skull 3 x2 + Feral Imp 2 + 1 Flip + 2 position changes + 2
// phase moves; battle depth 1 = 2 attackers x 2 targets + Main 2 + End, depth 2 = 3+3+4+4+3+6.
const golden: [string, number, number][] = [
  ['opening, presets, seed 1', 1, 9],
  ['opening, presets, seed 1', 2, 16],
  ['opening, presets, seed 1', 3, 90],
  ['tribute choices', 1, 19],
  ['tribute choices', 2, 113],
  ['battle, both sides', 1, 6],
  ['battle, both sides', 2, 23],
  ['battle, both sides', 3, 78],
];

describe('Golden counts of legal action sequences', () => {
  it.each(golden)('%s, depth %i: %i', (name, depth, count) => {
    expect(perft(positions[name]!(), depth)).toBe(count);
  });
});
