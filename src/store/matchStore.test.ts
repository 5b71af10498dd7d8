import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardByName, cardByPasscode } from '../cards';
import { legalActions } from '../engine';
import { copyDeck, matchScore, type Deck } from '../decks';
import { PRESETS } from './deckPool';
import { useDuelStore } from './duelStore';
import { useMatchStore } from './matchStore';
import { ownedEnds, seedDuels, wireStores } from './testing';

const match = () => useMatchStore.getState();
const duel = () => useDuelStore.getState();

const pass = (name: string) => cardByName(name)!.passcode;
const withSide = (deck: Deck, side: string[]): Deck => ({ ...copyDeck(deck), side: side.map(pass) });
const mine = withSide(PRESETS[0]!.deck, ['Battle Ox', 'Uraby']);
const theirs = PRESETS[1]!.deck;

/** Plays the Match until a human decision is due (the coin toss or the turn order), then starts the Duel. */
function reachDuel(chooserOrder: 'first' | 'second' = 'first') {
  const m = match().match!;
  if (m.phase === 'coinToss') match().toss();
  const now = match().match!;
  if (now.phase === 'choosingTurnOrder') match().choose(now.chooser!, chooserOrder);
  else match().beginDuel();
  expect(match().playing).toBe(true);
  expect(duel().screen).toBe('duel');
}

describe('matchStore: the Match flow wired to the duel store', () => {
  wireStores();
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    match().leave();
    vi.useRealTimers();
  });

  it('against the computer: toss, Duel 1 on the mat with the Match’s decks, surrender, siding, Duel 2, the Match ends 2-0', () => {
    expect(match().startMatch('computer', [mine, theirs], 7)).toBe(true);
    expect(match().match?.phase).toBe('coinToss');
    match().toss();
    const toss = match().match!.tosses[0]!;
    if (toss.winner === 1) {
      // The computer won the toss: it has already chosen to go first; the Duel waits for the player.
      expect(match().match?.phase).toBe('dueling');
      expect(match().match?.current?.firstPlayer).toBe(1);
      expect(match().playing).toBe(false);
      match().beginDuel();
    } else {
      match().choose(0, 'second');
      expect(match().match?.current?.firstPlayer).toBe(1);
    }
    expect(match().playing).toBe(true);
    expect(duel().mode).toBe('computer');
    expect(duel().duel?.firstPlayer).toBe(1);
    // The Duel is played with the Match's decks: 40 cards each, 5 in hand.
    expect(duel().view?.players[0].deckCount).toBe(35);

    duel().surrender();
    expect(duel().view?.winner).toBe(1);
    expect(duel().view?.winReason).toBe('You surrendered');
    expect(match().playing).toBe(false);
    expect(match().match?.phase).toBe('siding');
    expect(match().match?.sided).toEqual([false, true]); // the computer sides nothing, at once
    expect(matchScore(match().match!)).toEqual([0, 1]);
    expect(match().records[0]).toMatchObject({ duel: 1, winner: 1, reasons: ['You surrendered', 'Your opponent surrendered'] });

    // A siding that would change a section's size is refused by the library, with its reason.
    expect(match().side(0, [{ out: pass('Battle Ox'), in: pass('Uraby') }])).toBe(false);
    expect(match().error).toMatch(/not in You's Main or Extra Deck|not in Player 1's Main or Extra Deck/);
    expect(match().side(0, [{ out: pass('Dark Magician'), in: pass('Battle Ox') }])).toBe(true);
    expect(match().match?.decks[0].side).toContain(pass('Dark Magician'));
    // The loser of Duel 1 (the player) chooses.
    expect(match().match?.phase).toBe('choosingTurnOrder');
    expect(match().match?.chooser).toBe(0);
    match().choose(0, 'first');
    expect(duel().duel?.firstPlayer).toBe(0);
    expect(duel().view!.players[0].deckCount + duel().view!.players[0].handCount).toBe(40);

    duel().surrender();
    expect(match().match?.phase).toBe('over');
    expect(match().match?.winner).toBe(1);
    expect(match().records.map((r) => r.winner)).toEqual([1, 1]);
  });

  it('the computer chooses to go first after it loses a Duel', () => {
    match().startMatch('computer', [mine, theirs], 11);
    reachDuel();
    // Let the player win Duel 1: the computer never surrenders, so seat player 2 and give up for them.
    useDuelStore.setState((s) => ({ session: { ...s.session!, mode: 'hotseat', viewer: 1 } }));
    duel().surrender();
    expect(match().match?.phase).toBe('siding');
    match().side(0, []);
    expect(match().match?.phase).toBe('dueling');
    expect(match().match?.current?.firstPlayer).toBe(1);
    expect(match().playing).toBe(false);
  });

  it('hotseat: both players side, the loser chooses, and a Duel that ends early is ignored after leaving', () => {
    match().startMatch('hotseat', [mine, mine], 3);
    reachDuel('first');
    duel().surrender(); // the player on screen (the first player) gives up
    const loser = match().records[0]!.winner === 0 ? 1 : 0;
    expect(match().match?.phase).toBe('siding');
    expect(match().side(1, [])).toBe(true);
    expect(match().match?.phase).toBe('siding');
    expect(match().side(0, [])).toBe(true);
    expect(match().match?.chooser).toBe(loser);
    expect(match().records[0]?.neutral).toMatch(/^Player \d surrendered$/);

    match().choose(loser, 'second');
    match().leave();
    expect(match().match).toBeNull();
    expect(duel().screen).toBe('start');
  });

  it('leaving the Duel from the mat abandons the Match', () => {
    match().startMatch('computer', [mine, theirs], 5);
    reachDuel();
    duel().backToStart();
    expect(match().match).toBeNull();
    expect(match().playing).toBe(false);
  });

  it('refuses a Match with a deck that is not a deck', () => {
    expect(match().startMatch('computer', [{ ...mine, main: ['x'] }, theirs], 1)).toBe(false);
    expect(match().error).toMatch(/Could not start the Match: Player 1's deck: Not a deck/);
    expect(match().match).toBeNull();
  });
});

describe('duelStore: chosen decks, surrender and the end report', () => {
  seedDuels(1);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    duel().backToStart();
    vi.useRealTimers();
  });

  it('plays the decks it is given, with the seed and first player asked for', () => {
    const a = { main: [...PRESETS[1]!.deck.main] };
    duel().startDuel('hotseat', { decks: [a, a], seed: 42, firstPlayer: 1 });
    expect(duel().duel?.firstPlayer).toBe(1);
    const names = new Set(PRESETS[1]!.deck.main.map((p) => cardByPasscode(p)!.name));
    // Player 2 goes first, so the device is handed to them and their hand is on screen.
    expect(duel().handoverTo).toBe(1);
    const hand = duel().view!.players[1].hand.map((c) => ('name' in c ? c.name : ''));
    expect(hand).toHaveLength(5);
    for (const n of hand) expect(names.has(n), n).toBe(true);
  });

  it('surrender ends the duel once as a loss for the player on screen and reports it once', () => {
    const { ends } = ownedEnds();
    duel().startDuel('computer', { decks: [{ main: [...mine.main] }, { main: [...theirs.main] }], owner: { kind: 'puzzle', id: 'any' } });
    duel().surrender();
    duel().surrender();
    expect(ends).toEqual([{ winner: 1, reasons: ['You surrendered', 'Your opponent surrendered'], neutral: 'Player 1 surrendered' }]);
    expect(duel().interaction.all).toEqual([]);
    expect(duel().log.at(-1)?.text[0]).toBe('You surrendered');
    const before = duel().duel;
    duel().dispatch({ type: 'nextPhase', to: 'end' });
    expect(duel().duel).toBe(before);
    expect(duel().error).toBe('The duel is over.');
    // The computer does not move after the surrender.
    vi.advanceTimersByTime(5000);
    expect(duel().duel).toBe(before);
  });

  it('rematch replays the same decks and is not part of the Match', () => {
    const { ends } = ownedEnds();
    duel().startDuel('computer', { decks: [{ main: [...theirs.main] }, { main: [...theirs.main] }], owner: { kind: 'puzzle', id: 'any' } });
    duel().rematch();
    duel().chooseTurnOrder(duel().turnOrder?.firstPlayer === null ? 'first' : undefined);
    duel().surrender();
    expect(ends).toEqual([]);
    expect(duel().view?.players[0].deckCount).toBe(35);
  });

  it('a duel that ends by the rules (a player cannot draw) reports its end once, with the engine’s reason', () => {
    const { ends } = ownedEnds();
    duel().startDuel('hotseat', { decks: [{ main: [...theirs.main] }, { main: [...theirs.main] }], seed: 9, owner: { kind: 'puzzle', id: 'any' } });
    for (let i = 0; i < 5000 && duel().duel!.winner === null; i++) {
      duel().confirmHandover();
      const actions = legalActions(duel().duel!);
      duel().dispatch(actions.find((a) => a.type === 'nextPhase' && a.to === 'end') ?? actions[0]!);
    }
    const winner = duel().duel!.winner;
    expect(winner).not.toBeNull();
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ winner, neutral: duel().duel!.winReason });
    expect(ends[0]!.neutral).toMatch(/could not draw/);
    expect(ends[0]!.reasons.some((r) => r.startsWith('You could not draw'))).toBe(true);
  });
});
