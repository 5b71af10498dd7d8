import { describe, expect, it } from 'vitest';
import type { Deck } from './deck';
import {
  chooseTurnOrder,
  deckOf,
  describeMatchPhase,
  drawnDuels,
  duelNumber,
  duelSetup,
  lastCoinToss,
  MatchError,
  matchScore,
  matchWinner,
  MAX_DUELS,
  newMatch,
  phase,
  recordDuelResult,
  side,
  tossCoin,
  whoChooses,
  type DuelOutcome,
  type Match,
  type SideSwap,
} from './match';
import { deepFreeze, FLAME_SWORDSMAN, mainOf, pc, STARDUST_DRAGON, testLookup, THOUSAND_DRAGON, UNKNOWN, UTOPIA } from './testing';

const DM = pc('Dark Magician');
const BEWD = pc('Blue-Eyes White Dragon');
const SKULL = pc('Summoned Skull');
const GAIA = pc('Gaia the Fierce Knight');

/** Player 1's deck: 40 Main (no DM/BEWD), 2 Extra, Side of DM, BEWD, Thousand Dragon, Utopia. */
const deckA = (): Deck => ({
  name: 'A',
  main: mainOf(40, 20),
  extra: [FLAME_SWORDSMAN.passcode, STARDUST_DRAGON.passcode],
  side: [DM, BEWD, THOUSAND_DRAGON.passcode, UTOPIA.passcode],
});
const deckB = (): Deck => ({ name: 'B', main: mainOf(41, 0), extra: [], side: [SKULL] });

const start = (seed = 1): Match => deepFreeze(newMatch({ decks: [deckA(), deckB()], seed }));

/** Everything a match passes through is deep-frozen, so any mutation throws. */
const step = <T extends unknown[]>(f: (m: Match, ...args: T) => Match, m: Match, ...args: T): Match => deepFreeze(f(m, ...args));

/** Tosses if a toss is due, lets the chooser go first, and plays the Duel to `winner`. */
function playDuel(m: Match, winner: DuelOutcome): Match {
  if (phase(m) === 'coinToss') m = step(tossCoin, m);
  m = step(chooseTurnOrder, m, whoChooses(m)!, 'first');
  return step(recordDuelResult, m, winner);
}
/** Both players side nothing. */
const noSiding = (m: Match): Match => step(side, step(side, m, 0, []), 1, []);

/** The MatchError message a call throws. */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(MatchError);
    return (e as Error).message;
  }
  throw new Error('expected a MatchError');
}

/** A seed whose first toss lands on `face`. */
const seedFor = (face: 'heads' | 'tails'): number => {
  for (let seed = 0; ; seed++) if (lastCoinToss(tossCoin(newMatch({ decks: [deckA(), deckB()], seed })))?.face === face) return seed;
};

describe('A new Match', () => {
  it('waits for the coin toss before Duel 1, with nobody choosing and no score', () => {
    const m = start();
    expect(phase(m)).toBe('coinToss');
    expect(whoChooses(m)).toBeNull();
    expect(matchScore(m)).toEqual([0, 0]);
    expect(matchWinner(m)).toBeNull();
    expect(lastCoinToss(m)).toBeNull();
    expect(duelNumber(m)).toBe(1);
    expect(describeMatchPhase(m)).toBe('a coin toss decides who chooses the turn order for Duel 1');
  });

  it('records each section size at the start of the Match', () => {
    expect(start().startSizes).toEqual([
      { main: 40, extra: 2, side: 4 },
      { main: 41, extra: 0, side: 1 },
    ]);
  });

  it('keeps its own copies of the decks', () => {
    const a = deckA();
    const m = newMatch({ decks: [a, deckB()], seed: 1 });
    a.main.length = 0;
    expect(deckOf(m, 0).main).toHaveLength(40);
  });

  it('is plain data: a JSON round trip gives an equal Match that plays on identically', () => {
    const m = playDuel(start(9), 0);
    const copy = JSON.parse(JSON.stringify(m)) as Match;
    expect(copy).toEqual(m);
    expect(playDuel(noSiding(copy), 'draw')).toEqual(playDuel(noSiding(m), 'draw'));
  });

  it.each<[string, () => unknown, RegExp]>([
    ['one deck', () => newMatch({ decks: [deckA()] as unknown as [Deck, Deck], seed: 1 }), /exactly two decks/],
    ['a seed that is not a whole number', () => newMatch({ decks: [deckA(), deckB()], seed: 1.5 }), /seed must be a whole number/],
    ['a NaN seed', () => newMatch({ decks: [deckA(), deckB()], seed: NaN }), /seed must be a whole number/],
    ['a deck that is not a deck', () => newMatch({ decks: [deckA(), { name: 'B', main: ['Dark Magician'] } as unknown as Deck], seed: 1 }), /^Player 2's deck: Not a deck: /],
  ])('refuses %s', (_what, f, message) => {
    expect(refusal(f)).toMatch(message);
  });
});

describe('Coin toss before Duel 1 ("Preparing to Duel" step 4)', () => {
  it('is decided by the seed: the same seed always gives the same toss', () => {
    for (const seed of [1, 2, 3, 42]) expect(tossCoin(start(seed))).toEqual(tossCoin(start(seed)));
  });

  it('both faces come up over many seeds', () => {
    const faces = new Set(Array.from({ length: 32 }, (_, seed) => lastCoinToss(tossCoin(start(seed)))?.face));
    expect(faces).toEqual(new Set(['heads', 'tails']));
  });

  it.each([['heads', 0] as const, ['tails', 1] as const])('%s: Player %i wins the toss and is the one to choose', (face, winner) => {
    const m = step(tossCoin, start(seedFor(face)));
    expect(lastCoinToss(m)).toEqual({ beforeDuel: 1, face, winner });
    expect(phase(m)).toBe('choosingTurnOrder');
    expect(whoChooses(m)).toBe(winner);
  });

  it('the toss winner may go first', () => {
    const m = step(tossCoin, start(seedFor('tails')));
    const dueling = step(chooseTurnOrder, m, 1, 'first');
    expect(phase(dueling)).toBe('dueling');
    expect(duelSetup(dueling).firstPlayer).toBe(1);
    expect(whoChooses(dueling)).toBeNull();
  });

  it('or second', () => {
    const m = step(tossCoin, start(seedFor('tails')));
    expect(duelSetup(step(chooseTurnOrder, m, 1, 'second')).firstPlayer).toBe(0);
  });

  it('the toss loser may not choose', () => {
    const m = step(tossCoin, start(seedFor('heads')));
    expect(refusal(() => chooseTurnOrder(m, 1, 'first'))).toBe(
      'Player 2 cannot choose the turn order: Player 1 is choosing to go first or second for Duel 1',
    );
  });

  it('the coin is tossed once: a second toss is refused', () => {
    const m = step(tossCoin, start());
    expect(refusal(() => tossCoin(m))).toMatch(/^Cannot toss the coin now: Player \d is choosing/);
  });
});

describe('Each Duel', () => {
  it('duelSetup gives both decks, the first player and a seed from the Match generator', () => {
    const m = step(chooseTurnOrder, step(tossCoin, start(5)), whoChooses(step(tossCoin, start(5)))!, 'first');
    const setup = duelSetup(m);
    expect(setup.decks).toEqual([deckA(), deckB()]);
    expect(Number.isInteger(setup.seed)).toBe(true);
    expect(duelSetup(m)).toEqual(setup);
  });

  it('the whole Match replays from its seed; another seed gives other Duel seeds', () => {
    const run = (seed: number) => playDuel(noSiding(playDuel(start(seed), 'draw')), 1);
    expect(run(3)).toEqual(run(3));
    expect(run(3).results.map((r) => r.seed)).not.toEqual(run(4).results.map((r) => r.seed));
  });

  it('records its number, first player, seed and winner', () => {
    const m = playDuel(start(seedFor('heads')), 1);
    expect(m.results).toEqual([{ duel: 1, firstPlayer: 0, seed: m.results[0]!.seed, winner: 1 }]);
    expect(matchScore(m)).toEqual([0, 1]);
  });
});

describe('After a Duel the loser chooses', () => {
  it.each([0, 1] as const)('Player %i wins Duel 1, so the other player chooses for Duel 2', (winner) => {
    const loser = winner === 0 ? 1 : 0;
    const afterDuel1 = playDuel(start(), winner);
    expect(phase(afterDuel1)).toBe('siding');
    const m = noSiding(afterDuel1);
    expect(phase(m)).toBe('choosingTurnOrder');
    expect(whoChooses(m)).toBe(loser);
    expect(m.tosses).toHaveLength(1);
    expect(refusal(() => chooseTurnOrder(m, winner, 'first'))).toMatch(/cannot choose the turn order/);
    expect(duelSetup(step(chooseTurnOrder, m, loser, 'second')).firstPlayer).toBe(winner);
  });

  it('the loser of Duel 2 chooses for Duel 3', () => {
    const m = noSiding(playDuel(noSiding(playDuel(start(), 0)), 1));
    expect(whoChooses(m)).toBe(0);
    expect(duelNumber(m)).toBe(3);
  });
});

describe('After a drawn Duel, a new coin toss', () => {
  it('decides who chooses for the next Duel', () => {
    const afterDraw = playDuel(start(7), 'draw');
    expect(phase(afterDraw)).toBe('siding');
    expect(matchScore(afterDraw)).toEqual([0, 0]);
    expect(drawnDuels(afterDraw)).toBe(1);
    const m = noSiding(afterDraw);
    expect(phase(m)).toBe('coinToss');
    expect(whoChooses(m)).toBeNull();
    const tossed = step(tossCoin, m);
    expect(tossed.tosses).toHaveLength(2);
    expect(lastCoinToss(tossed)).toMatchObject({ beforeDuel: 2 });
    expect(whoChooses(tossed)).toBe(lastCoinToss(tossed)!.winner);
  });

  it('a draw counts for neither player', () => {
    const m = playDuel(noSiding(playDuel(noSiding(playDuel(start(), 0)), 'draw')), 'draw');
    expect(matchScore(m)).toEqual([1, 0]);
    expect(phase(m)).toBe('siding');
  });
});

describe('Siding between Duels keeps every section its starting size', () => {
  const siding = () => playDuel(start(), 0);

  it('swapping a Main Deck card for a Side Deck card', () => {
    const m0 = siding();
    const out = deckOf(m0, 0).main[4]!;
    const m = step(side, m0, 0, [{ out, in: DM }], testLookup);
    const deck = deckOf(m, 0);
    expect(deck.main[4]).toBe(DM);
    expect(deck.main).toHaveLength(40);
    expect(deck.side).toEqual([out, BEWD, THOUSAND_DRAGON.passcode, UTOPIA.passcode]);
    expect(deckOf(m, 1)).toEqual(deckOf(m0, 1));
  });

  it('swapping an Extra Deck monster for one from the Side Deck', () => {
    const m = step(side, siding(), 0, [{ out: FLAME_SWORDSMAN.passcode, in: UTOPIA.passcode }], testLookup);
    expect(deckOf(m, 0).extra).toEqual([UTOPIA.passcode, STARDUST_DRAGON.passcode]);
    expect(deckOf(m, 0).side).toContain(FLAME_SWORDSMAN.passcode);
  });

  it('several swaps in one siding, applied in order', () => {
    const m0 = siding();
    const [a, b] = deckOf(m0, 0).main as [string, string];
    const m = step(side, m0, 0, [{ out: a, in: DM }, { out: b, in: BEWD }, { out: DM, in: a }], testLookup);
    expect(deckOf(m, 0).main.slice(0, 2)).toEqual([a, BEWD]);
    expect(deckOf(m, 0).side.slice(0, 2)).toEqual([DM, b]);
  });

  it('a Main Deck card out and an Extra Deck monster in would change both sizes: refused', () => {
    const m0 = siding();
    const out = deckOf(m0, 0).main[0]!;
    expect(refusal(() => side(m0, 0, [{ out, in: UTOPIA.passcode }], testLookup))).toBe(
      "Player 1's siding would leave the Main Deck with 39 cards and the Extra Deck with 3 cards; each section must keep its size from the start of the Match (Main Deck 40, Extra Deck 2)",
    );
  });

  it('two such swaps that balance each other are fine', () => {
    const m0 = siding();
    const out = deckOf(m0, 0).main[0]!;
    const swaps: SideSwap[] = [
      { out, in: UTOPIA.passcode },
      { out: FLAME_SWORDSMAN.passcode, in: DM },
    ];
    const deck = deckOf(step(side, m0, 0, swaps, testLookup), 0);
    expect(deck.main).toHaveLength(40);
    expect(deck.main).toContain(DM);
    expect(deck.extra).toEqual([STARDUST_DRAGON.passcode, UTOPIA.passcode]);
    expect(deck.side).toEqual([FLAME_SWORDSMAN.passcode, BEWD, THOUSAND_DRAGON.passcode, out]);
  });

  it('an Extra Deck monster sided in goes to the Extra Deck, never the Main Deck', () => {
    const m0 = siding();
    const deck = deckOf(step(side, m0, 0, [{ out: STARDUST_DRAGON.passcode, in: THOUSAND_DRAGON.passcode }], testLookup), 0);
    expect(deck.extra).toEqual([FLAME_SWORDSMAN.passcode, THOUSAND_DRAGON.passcode]);
    expect(deck.main).toEqual(deckOf(m0, 0).main);
  });

  it.each<[string, SideSwap, string]>([
    ['a card not in the Main or Extra Deck', { out: DM, in: BEWD }, "Swap 1: Dark Magician is not in Player 1's Main or Extra Deck"],
    ['a card not in the Side Deck', { out: mainOf(1, 20)[0]!, in: GAIA }, "Swap 1: Gaia the Fierce Knight is not in Player 1's Side Deck"],
    ['an unknown card', { out: UNKNOWN, in: DM }, `Swap 1: ${UNKNOWN} is not in Player 1's Main or Extra Deck`],
  ])('taking out %s is refused', (_what, swap, message) => {
    expect(refusal(() => side(siding(), 0, [swap], testLookup))).toBe(message);
  });

  it('a card swapped in once is no longer in the Side Deck for a later swap', () => {
    const m0 = siding();
    const [a, b] = deckOf(m0, 0).main as [string, string];
    expect(refusal(() => side(m0, 0, [{ out: a, in: DM }, { out: b, in: DM }], testLookup))).toBe(
      "Swap 2: Dark Magician is not in Player 1's Side Deck",
    );
  });

  it('is all or nothing: a refused siding changes nothing, and the player may try again', () => {
    const m0 = siding();
    const a = deckOf(m0, 0).main[0]!;
    expect(() => side(m0, 0, [{ out: a, in: DM }, { out: a, in: GAIA }], testLookup)).toThrow(MatchError);
    expect(m0.sided).toEqual([false, false]);
    expect(deckOf(step(side, m0, 0, [{ out: a, in: DM }], testLookup), 0).main[0]).toBe(DM);
  });

  it('each player sides once per break; an empty list sides nothing', () => {
    const m = step(side, siding(), 1, []);
    expect(m.sided).toEqual([false, true]);
    expect(phase(m)).toBe('siding');
    expect(describeMatchPhase(m)).toBe('the players are siding before Duel 2 (waiting for Player 1)');
    expect(refusal(() => side(m, 1, []))).toMatch(/^Player 2 has already sided: /);
    expect(phase(step(side, m, 0, []))).toBe('choosingTurnOrder');
  });

  it('sided decks carry into the next Duel and later breaks measure against the Match start', () => {
    let m = step(side, siding(), 0, [{ out: FLAME_SWORDSMAN.passcode, in: UTOPIA.passcode }], testLookup);
    m = step(side, m, 1, [{ out: deckOf(m, 1).main[0]!, in: SKULL }]);
    m = step(chooseTurnOrder, m, 1, 'first');
    expect(duelSetup(m).decks[0].extra).toEqual([UTOPIA.passcode, STARDUST_DRAGON.passcode]);
    expect(duelSetup(m).decks[1].main[0]).toBe(SKULL);
    m = step(recordDuelResult, m, 1);
    const back = step(side, m, 0, [{ out: UTOPIA.passcode, in: FLAME_SWORDSMAN.passcode }], testLookup);
    expect(deckOf(back, 0)).toEqual(deckA());
  });

  it.each<[string, unknown, RegExp]>([
    ['not a list', { out: DM, in: BEWD }, /^Siding takes a list of swaps$/],
    ['a swap without a card to put in', [{ out: DM }], /^Swap 1 must name a card to take out and a card to put in$/],
    ['a swap that is not an object', ['46986414'], /^Swap 1 must name/],
    ['absurdly many swaps', Array.from({ length: 91 }, () => ({ out: DM, in: BEWD })), /at most 90 swaps/],
  ])('refuses swaps that are %s', (_what, swaps, message) => {
    expect(refusal(() => side(playDuel(start(), 0), 0, swaps as SideSwap[]))).toMatch(message);
  });
});

describe('The Match ends at 2 wins', () => {
  it('2-0', () => {
    const m = playDuel(noSiding(playDuel(start(), 1)), 1);
    expect(phase(m)).toBe('over');
    expect(matchScore(m)).toEqual([0, 2]);
    expect(matchWinner(m)).toBe(1);
    expect(whoChooses(m)).toBeNull();
    expect(duelNumber(m)).toBe(2);
    expect(describeMatchPhase(m)).toBe('the Match is over: Player 2 won');
  });

  it('2-1 after three Duels', () => {
    const m = playDuel(noSiding(playDuel(noSiding(playDuel(start(), 0)), 1)), 0);
    expect(phase(m)).toBe('over');
    expect(matchScore(m)).toEqual([2, 1]);
    expect(matchWinner(m)).toBe(0);
  });

  it('1-1 is not over', () => {
    const m = playDuel(noSiding(playDuel(start(), 0)), 1);
    expect(phase(m)).toBe('siding');
    expect(matchWinner(m)).toBeNull();
  });

  it('draws do not end it: 2 wins with a draw between take 3 Duels', () => {
    const m = playDuel(noSiding(playDuel(noSiding(playDuel(start(), 0)), 'draw')), 0);
    expect(phase(m)).toBe('over');
    expect(m.results.map((r) => r.winner)).toEqual([0, 'draw', 0]);
  });
});

describe(`The Match ends after at most ${MAX_DUELS} Duels`, () => {
  const playAll = (outcomes: DuelOutcome[]): Match => {
    let m = start();
    outcomes.forEach((o, i) => {
      if (i > 0) m = noSiding(m);
      m = playDuel(m, o);
    });
    return m;
  };

  it('five drawn Duels: the Match is a draw', () => {
    const m = playAll(['draw', 'draw', 'draw', 'draw', 'draw']);
    expect(phase(m)).toBe('over');
    expect(matchWinner(m)).toBe('draw');
    expect(m.tosses).toHaveLength(5);
    expect(describeMatchPhase(m)).toBe('the Match is over: it is a draw');
  });

  it('1-1 and three draws: the Match is a draw', () => {
    expect(matchWinner(playAll([0, 'draw', 1, 'draw', 'draw']))).toBe('draw');
  });

  it('1-0 and four draws: the player with more wins takes the Match', () => {
    expect(matchWinner(playAll(['draw', 'draw', 1, 'draw', 'draw']))).toBe(1);
  });

  it('four Duels without a winner yet go on to a fifth', () => {
    expect(phase(playAll(['draw', 0, 'draw', 1]))).toBe('siding');
  });
});

describe('Every transition refuses a call that is not allowed now', () => {
  const tossed = () => step(tossCoin, start(seedFor('heads')));
  const dueling = () => step(chooseTurnOrder, tossed(), 0, 'first');
  const siding = () => step(recordDuelResult, dueling(), 0);
  const over = () => playDuel(noSiding(siding()), 0);

  it.each<[string, () => unknown, string]>([
    ['choosing before the toss', () => chooseTurnOrder(start(), 0, 'first'), 'Cannot choose the turn order now: a coin toss decides who chooses the turn order for Duel 1'],
    ['a result before the toss', () => recordDuelResult(start(), 0), 'No Duel result to record: a coin toss decides who chooses the turn order for Duel 1'],
    ['siding before Duel 1', () => side(start(), 0, []), 'Cannot side now: a coin toss decides who chooses the turn order for Duel 1'],
    ['setting up a Duel before the toss', () => duelSetup(start()), 'No Duel to set up: a coin toss decides who chooses the turn order for Duel 1'],
    ['a result before the turn order is chosen', () => recordDuelResult(tossed(), 1), 'No Duel result to record: Player 1 is choosing to go first or second for Duel 1'],
    ['a toss during a Duel', () => tossCoin(dueling()), 'Cannot toss the coin now: Duel 1 is being played'],
    ['choosing during a Duel', () => chooseTurnOrder(dueling(), 0, 'second'), 'Cannot choose the turn order now: Duel 1 is being played'],
    ['siding during a Duel', () => side(dueling(), 0, []), 'Cannot side now: Duel 1 is being played'],
    ['a toss while siding after a win', () => tossCoin(siding()), 'Cannot toss the coin now: the players are siding before Duel 2 (waiting for Player 1 and Player 2)'],
    ['choosing while siding', () => chooseTurnOrder(siding(), 1, 'first'), 'Cannot choose the turn order now: the players are siding before Duel 2 (waiting for Player 1 and Player 2)'],
    ['a second result for the same Duel', () => recordDuelResult(siding(), 1), 'No Duel result to record: the players are siding before Duel 2 (waiting for Player 1 and Player 2)'],
    ['a toss after the Match', () => tossCoin(over()), 'Cannot toss the coin now: the Match is over: Player 1 won'],
    ['a result after the Match', () => recordDuelResult(over(), 1), 'No Duel result to record: the Match is over: Player 1 won'],
    ['siding after the Match', () => side(over(), 1, []), 'Cannot side now: the Match is over: Player 1 won'],
    ['a player 2 (players are 0 and 1)', () => chooseTurnOrder(tossed(), 2 as 0, 'first'), 'There is no player 2; players are 0 and 1'],
    ['a player "1" as text', () => side(siding(), '1' as unknown as 1, []), 'There is no player "1"; players are 0 and 1'],
    ['a turn order other than first or second', () => chooseTurnOrder(tossed(), 0, 'last' as 'first'), `The turn order is 'first' or 'second', not "last"`],
    ['a Duel winner other than 0, 1 or draw', () => recordDuelResult(dueling(), 'tie' as 'draw'), `A Duel ends with winner 0, 1 or 'draw', not "tie"`],
  ])('%s', (_what, f, message) => {
    expect(refusal(f)).toBe(message);
  });
});
