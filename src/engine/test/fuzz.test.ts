import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, describeAction, legalActions, summary, type Duel } from '..';
import { PRESET_DECKS } from '../../cards/decks';
import { randomInt, seedRng, type RngState } from '../random';

const decks = () => [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }] as [{ main: string[] }, { main: string[] }];
const MAX_ACTIONS = 5000;

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
function checkInvariants(duel: Duel, start: [number, number], seed: number): void {
  const fail = (what: string): never => {
    throw new Error(`seed ${seed}, turn ${duel.turn}: ${what}`);
  };
  for (const p of [0, 1] as const) {
    if (cardsOwned(duel, p) !== start[p]) fail(`player ${p + 1} owns ${cardsOwned(duel, p)} cards, started with ${start[p]}`);
    const ps = duel.players[p];
    if (ps.monsters.length !== 5 || ps.spellTraps.length !== 5) fail('zone count changed');
    if (ps.lp > duel.startLp || ps.lp < 0) fail(`LP ${ps.lp} out of bounds`);
  }
  if (duel.winner === null) {
    const s = summary(duel);
    // No response exists yet, so nobody but the turn player is ever asked.
    if (s.deciding !== s.turnPlayer) fail(`player ${s.deciding} asked during player ${s.turnPlayer}'s turn`);
    if (legalActions(duel).length === 0) fail('no legal action in an unfinished duel');
  }
}

/** One seeded random-legal duel, checking invariants after every action; returns its log. */
function fuzzOne(seed: number): { log: string[]; winner: Duel['winner'] } {
  let duel = createDuel({ decks: decks(), seed });
  const start: [number, number] = [cardsOwned(duel, 0), cardsOwned(duel, 1)];
  let rng: RngState = seedRng(seed * 7919 + 1);
  const log: string[] = [];
  for (let i = 0; i < MAX_ACTIONS && duel.winner === null; i++) {
    const legal = legalActions(duel);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    log.push(describeAction(duel, legal[k]!));
    duel = applyAction(duel, legal[k]!);
    checkInvariants(duel, start, seed);
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

  it('the same seed gives the same log', () => {
    expect(fuzzOne(42).log).toEqual(fuzzOne(42).log);
    expect(fuzzOne(42).log).not.toEqual(fuzzOne(43).log);
  });
});
