/**
 * Behaviour fingerprint of the computer's levels, for changes that must not change how they play
 * (settings, refactors): each level plays both sides of seeded duels over the preset pairs through
 * `chooseAction` alone (no `budgetMs`, so Hard's search is bounded by counts and deterministic), and
 * the actions it chose are hashed. Two commits that print the same digest for a level made every
 * one of those choices alike.
 *
 *   npx tsx scripts/ai-fingerprint.ts [--duels 20 --actions 60 --seed 1 --only easy|normal|hard]
 */
import { createHash } from 'node:crypto';
import { applyAction, createDuel, decidingPlayer, legalActions, viewFor, type DeckList, type Duel } from '../src/engine';
import { ALL_PRESET_DECKS } from '../src/cards/decks';
import { chooseAction, LEVELS } from '../src/ai';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const duels = Number(arg('duels') ?? 20);
const actions = Number(arg('actions') ?? 60);
const seed = Number(arg('seed') ?? 1);
const only = arg('only');

const pairs: [number, number][] = [];
for (let a = 0; a < ALL_PRESET_DECKS.length; a++) for (let b = 0; b < ALL_PRESET_DECKS.length; b++) pairs.push([a, b]);
const deck = (k: number): DeckList => ({ main: [...ALL_PRESET_DECKS[k]!.main], extra: [...(ALL_PRESET_DECKS[k]!.extra ?? [])] });

const all = createHash('sha256');
for (const level of LEVELS) {
  if (only && only !== level) continue;
  const hash = createHash('sha256');
  const start = performance.now();
  let decisions = 0;
  for (let i = 0; i < duels; i++) {
    // Spread over the pairs (a prime step), so 20 duels meet most presets.
    const [a, b] = pairs[(i * 11) % pairs.length]!;
    let duel: Duel = createDuel({ decks: [deck(a), deck(b)], seed: seed * 10_007 + i, firstPlayer: (i % 2) as 0 | 1 });
    for (let n = 0; n < actions && duel.winner === null; n++) {
      const who = decidingPlayer(duel);
      if (who === null) break;
      const legal = legalActions(duel);
      const action = chooseAction(viewFor(duel, who), legal, { level, seed: seed * 7919 + i * 1000 + n });
      hash.update(`${i}:${n}:${JSON.stringify(action)}\n`);
      if (legal.length > 1) decisions++;
      duel = applyAction(duel, action);
    }
  }
  const digest = hash.digest('hex');
  all.update(`${level}:${digest}\n`);
  console.log(`${level}: ${digest} (${decisions} decisions with a choice, ${((performance.now() - start) / 1000).toFixed(0)} s)`);
}
console.log(`all: ${all.digest('hex')}`);
