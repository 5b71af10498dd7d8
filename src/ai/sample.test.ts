import { describe, expect, it } from 'vitest';
import { loadScenario, viewFor, type Duel } from '../engine';
import { ALL_PRESET_DECKS } from '../cards/decks';
import { findCard } from '../cards';
import { sampleDuel } from './determinise/sample';
import { Dice } from './random';

/**
 * Deck reading (Hard's guesses): once the opponent has shown a card that only one preset holds,
 * every hidden card of theirs is guessed from what that preset has left, copies counted.
 */
const codesOf = (names: readonly string[]): string[] => names.map((n) => findCard(n)!.passcode);
const listOf = (i: number): string[] => codesOf([...ALL_PRESET_DECKS[i]!.main, ...(ALL_PRESET_DECKS[i]!.extra ?? [])]);
const monsterFrames = new Set(['normal', 'effect']);

// A Main Deck monster that a single preset holds, and that preset.
const [owner, shownName] = ((): [number, string] => {
  for (let i = 0; i < ALL_PRESET_DECKS.length; i++) {
    for (const n of ALL_PRESET_DECKS[i]!.main) {
      const c = findCard(n)!;
      const inOthers = ALL_PRESET_DECKS.some((d, j) => j !== i && d.main.includes(n));
      if (!inOthers && monsterFrames.has(c.frame) && (c.level ?? 0) <= 4) return [i, n];
    }
  }
  throw new Error('every monster is in two presets');
})();

// The opponent's hidden cards are from another preset entirely: the guess must not depend on them.
const other = ALL_PRESET_DECKS[(owner + 1) % ALL_PRESET_DECKS.length]!;
const duel = loadScenario({
  turn: 3, turnPlayer: 0, phase: 'main1', seed: 5,
  players: [
    { lp: 8000, hand: ['Celtic Guardian'], deck: ['Feral Imp', 'Mystical Elf', 'Beaver Warrior'] },
    { lp: 8000, hand: other.main.slice(0, 5), deck: other.main.slice(5, 25), monsters: [{ card: shownName, position: 'attack' }] },
  ],
});

const hiddenOfOpponent = (d: Duel): string[] => [...d.players[1].hand, ...d.players[1].deck].map((id) => d.cards[id]!.passcode);

describe('Deck reading in the guesses of the hidden cards', () => {
  it("deals the opponent's hidden cards from what the one fitting preset has left", () => {
    const left = listOf(owner);
    left.splice(left.indexOf(findCard(shownName)!.passcode), 1);
    for (const seed of [1, 2, 3, 4]) {
      const guess = hiddenOfOpponent(sampleDuel(viewFor(duel, 0), new Dice(seed), { inferDeck: true }));
      expect(guess).toHaveLength(25);
      const pool = [...left];
      for (const code of guess) {
        const i = pool.indexOf(code);
        expect(i, `guessed card ${code} is not left in ${ALL_PRESET_DECKS[owner]!.name}`).toBeGreaterThanOrEqual(0);
        pool.splice(i, 1);
      }
    }
  });

  it('without it, the guesses mix every preset', () => {
    const list = new Set(listOf(owner));
    const guesses = [1, 2, 3, 4].flatMap((seed) => hiddenOfOpponent(sampleDuel(viewFor(duel, 0), new Dice(seed))));
    expect(guesses.some((code) => !list.has(code))).toBe(true);
  });
});
