import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, describeAction, legalActions, summary, type Duel } from '..';
import { CARD_POOL } from '../../cards';
import { PRESET_DECKS } from '../../cards/decks';
import { randomInt, seedRng, type RngState } from '../random';

type Decks = [{ main: string[] }, { main: string[] }];
const decks = (): Decks => [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }];
const MAX_ACTIONS = 5000;

/** Every Spell, Trap and Effect Monster in the pool; each fuzzed duel swaps 14 of them (rotating with the seed) into both presets. */
const SPELLS_AND_TRAPS = CARD_POOL.filter((c) => c.frame === 'spell' || c.frame === 'trap' || (c.frame === 'effect' && !c.winsFromHand)).map((c) => c.name);
const decksWithEffects = (seed: number): Decks =>
  decks().map((d, p) => {
    const picks = Array.from({ length: 14 }, (_, i) => SPELLS_AND_TRAPS[(seed * 5 + p * 7 + i) % SPELLS_AND_TRAPS.length]!);
    return { main: [...d.main.slice(0, 40 - picks.length), ...picks] };
  }) as Decks;

/** Cards a player owns, over every zone. */
function cardsOwned(duel: Duel, p: 0 | 1): number {
  let n = 0;
  for (const ps of duel.players) {
    for (const id of [...ps.deck, ...ps.hand, ...ps.extra, ...ps.graveyard, ...ps.banished]) if (duel.cards[id]!.owner === p) n++;
    for (const s of [...ps.monsters, ...ps.spellTraps, ps.field, ...ps.pendulum]) {
      if (s && duel.cards[s.card]!.owner === p) n++;
    }
  }
  return n;
}

/** The invariants; a violation throws with what broke (plain checks: this runs after every action). */
function checkInvariants(duel: Duel, start: [number, number], seed: number, effects: boolean): void {
  const fail = (what: string): never => {
    throw new Error(`seed ${seed}, turn ${duel.turn}: ${what}`);
  };
  for (const p of [0, 1] as const) {
    if (cardsOwned(duel, p) !== start[p]) fail(`player ${p + 1} owns ${cardsOwned(duel, p)} cards, started with ${start[p]}`);
    const ps = duel.players[p];
    if (ps.monsters.length !== 5 || ps.spellTraps.length !== 5) fail('zone count changed');
    // Above the starting LP only through an effect that gains LP (Dian Keto the Cure Master).
    if ((!effects && ps.lp > duel.startLp) || ps.lp < 0) fail(`LP ${ps.lp} out of bounds`);
  }
  if (duel.winner === null) {
    const s = summary(duel);
    // Without Spells and Traps nobody can respond, so nobody but the turn player is ever asked.
    if (!effects && s.deciding !== s.turnPlayer) fail(`player ${s.deciding} asked during player ${s.turnPlayer}'s turn`);
    if (duel.chain.length > 0 && !duel.window && !duel.prompt) fail('a Chain is left unresolved with nobody to act');
    if (legalActions(duel).length === 0) fail('no legal action in an unfinished duel');
  }
}

/** One seeded random-legal duel, checking invariants after every action; returns its log. */
function fuzzOne(seed: number, effects = false): { log: string[]; winner: Duel['winner'] } {
  let duel = createDuel({ decks: effects ? decksWithEffects(seed) : decks(), seed });
  const start: [number, number] = [cardsOwned(duel, 0), cardsOwned(duel, 1)];
  let rng: RngState = seedRng(seed * 7919 + 1);
  const log: string[] = [];
  for (let i = 0; i < MAX_ACTIONS && duel.winner === null; i++) {
    const legal = legalActions(duel);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    log.push(describeAction(duel, legal[k]!));
    duel = applyAction(duel, legal[k]!);
    checkInvariants(duel, start, seed, effects);
  }
  expect(duel.winner, `seed ${seed} did not end in ${MAX_ACTIONS} actions`).not.toBeNull();
  log.push(`${duel.winner}: ${duel.winReason}`);
  return { log, winner: duel.winner };
}

describe('Random play (fuzz)', () => {
  it('500 seeded duels: cards conserved, at most 5 monsters, LP within bounds, no exception, every duel ends', () => {
    const outcomes = new Map<string, number>();
    for (let seed = 1; seed <= 500; seed++) {
      const { winner } = fuzzOne(seed);
      outcomes.set(String(winner), (outcomes.get(String(winner)) ?? 0) + 1);
    }
    expect(outcomes.get('0')! + outcomes.get('1')! + (outcomes.get('draw') ?? 0)).toBe(500);
  }, 120_000);

  it('300 seeded duels with Spells and Traps: the same invariants, and no Chain left hanging', () => {
    for (let seed = 1; seed <= 300; seed++) fuzzOne(seed, true);
  }, 120_000);

  it('the same seed gives the same log', () => {
    expect(fuzzOne(42).log).toEqual(fuzzOne(42).log);
    expect(fuzzOne(42).log).not.toEqual(fuzzOne(43).log);
  });
});
