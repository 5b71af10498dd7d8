/** A Match read back from storage is checked field by field (issue 37): a damaged one is refused with the field named. */
import { describe, expect, it } from 'vitest';
import { chooseTurnOrder, newMatch, recordDuelResult, side, tossCoin, type Match } from './match';
import { parseMatch } from './matchSchema';
import { mainOf } from './testing';

const deck = (name: string) => ({ name, main: mainOf(40, 0), extra: [], side: [] });
const json = (m: Match): unknown => JSON.parse(JSON.stringify(m));

/** The Match at each of its phases, as the store saves it. */
function phases(): Match[] {
  const start = newMatch({ decks: [deck('A'), deck('B')], seed: 11 });
  const tossed = tossCoin(start);
  const dueling = chooseTurnOrder(tossed, tossed.chooser!, 'first');
  const siding = recordDuelResult(dueling, 0);
  const sided = side(side(siding, 0, []), 1, []);
  const second = chooseTurnOrder(sided, sided.chooser!, 'second');
  const over = recordDuelResult(second, 0);
  return [start, tossed, dueling, siding, sided, second, over];
}

describe('parseMatch', () => {
  it('reads back the Match at every phase as it was saved', () => {
    const all = phases();
    expect(all.map((m) => m.phase)).toEqual(['coinToss', 'choosingTurnOrder', 'dueling', 'siding', 'choosingTurnOrder', 'dueling', 'over']);
    for (const m of all) expect(parseMatch(json(m))).toEqual({ ok: true, match: m });
  });

  const dueling = () => json(phases()[2]!) as Record<string, unknown>;
  it.each<[string, (m: Record<string, unknown>) => unknown, string]>([
    ['no coin tosses (the screen read their count)', (m) => ({ ...m, tosses: undefined }), 'tosses must be a list'],
    ['an unknown phase', (m) => ({ ...m, phase: 'lunch' }), 'phase must be one of coinToss, choosingTurnOrder, dueling, siding, over'],
    ['a Duel seed past 32 bits', (m) => ({ ...m, current: { ...(m.current as object), seed: 2 ** 32 } }), 'current seed must be a whole number from 0 to 4,294,967,295'],
    ['a Duel number that is not whole', (m) => ({ ...m, current: { ...(m.current as object), duel: 1.5 } }), 'current duel must be a whole number from 1 to 5'],
    ['a generator state of text', (m) => ({ ...m, rng: ['a', 1, 2, 3] }), 'rng entry 1 must be a whole number from 0 to 4,294,967,295'],
    ['a player 2 in a toss', (m) => ({ ...m, tosses: [{ beforeDuel: 1, face: 'heads', winner: 2 }] }), 'tosses entry 1 winner must be 0 or 1'],
    ['a Duel being played with no Duel', (m) => ({ ...m, current: null }), 'current must be the Duel being played'],
    ['a winner while it goes on', (m) => ({ ...m, winner: 0 }), 'winner must be null while the Match goes on'],
    ['a deck that is not a deck', (m) => ({ ...m, decks: [{ name: 'A', main: 'nope' }, (m.decks as unknown[])[1]] }), 'decks 1: Not a deck: main must be a list of passcodes'],
  ])('refuses %s, naming the field', (_what, spoil, message) => {
    const got = parseMatch(spoil(dueling()));
    expect(got.ok).toBe(false);
    expect(!got.ok && got.error).toContain(message);
  });
});
