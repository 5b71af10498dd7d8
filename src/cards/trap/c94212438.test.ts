import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary, viewFor, type Duel } from '../../engine';
import { duelOf, FILLER, idOf, idsOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Destiny Board (texts-2016): "At the end of each of your opponent's turns, place 1 "Spirit Message" card from your
 * hand or your Deck face-up on the field. If you control the "Spirit Message" cards "I", "N", "A", and "L" in the
 * proper order, you win the Duel. If any "Spirit Message" cards or "Destiny Board" you control is removed from the
 * field, all "Spirit Message" cards and "Destiny Board" you control are sent to the Graveyard."
 * No GOAT-era script (goat-legal.tsv marks no variant): official/c94212438.lua, a mandatory Trigger in the opponent's
 * End Phase that places the next Message of the order I, N, A, L (placed, not activated), at most four times.
 */
const I = 'Spirit Message "I"';
const N = 'Spirit Message "N"';
const A = 'Spirit Message "A"';
const L = 'Spirit Message "L"';
const BOARD = { card: 'Destiny Board', faceUp: true };

/** Plays on (passing, ending phases) until a prompt is open, the turn has changed or the duel is over. */
function untilPromptOrNextTurn(duel: Duel): Duel {
  let d = passAll(duel);
  const turn = d.turn;
  while (d.turn === turn && d.winner === null && !d.flow.prompt) {
    const move = legalActions(d).find((a) => a.type === 'nextPhase' && a.to === 'end') ?? legalActions(d).find((a) => a.type === 'pass');
    if (!move) throw new Error(`Stuck in turn ${turn}: ${JSON.stringify(legalActions(d))}`);
    d = passAll(applyAction(d, move));
  }
  return d;
}

/** The opponent's turn ends: the Board's Trigger asks which Message to place; `pick` is chosen (the first offered by default). */
function opponentsEndPhase(duel: Duel, pick?: string): Duel {
  const x = untilPromptOrNextTurn(duel);
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
  const cards = (x.flow.prompt as unknown as { cards: string[] }).cards;
  return passAll(play(x, { type: 'select', ids: [pick ?? cards[0]!] }));
}

const faceUpNames = (d: Duel, p: 0 | 1 = 0) => summary(d).players[p].spellTraps.filter((s) => s?.faceUp).map((s) => s!.name);

describe('Destiny Board', () => {
  it('at the end of your opponent\'s turn, places "Spirit Message "I"" from your Deck face-up, not activated', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], deck: [...FILLER(3), I, ...FILLER(3)] } });
    const x = untilPromptOrNextTurn(d);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, I)] });
    const y = play(x, { type: 'select', ids: [idOf(d, I)] });
    expect(faceUpNames(y)).toEqual(['Destiny Board', I]);
    expect(y.players[0].deck).not.toContain(idOf(d, I));
    // Placed, not activated: no Chain Link of it, the log says it was placed.
    expect(y.events.some((e) => e.type === 'activated' && e.card === idOf(d, I))).toBe(false);
    expect(viewFor(y, 1).events.map((e) => e.text)).toContain('Opponent placed Spirit Message "I" face-up on the field');
    expect(summary(y)).toMatchObject({ turn: 5, turnPlayer: 0 });
  });

  it('the opponent sees no choice from your Deck: the prompt is yours alone', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], deck: [...FILLER(3), I, I] } });
    const x = untilPromptOrNextTurn(d);
    expect(viewFor(x, 0).prompt?.cards).toHaveLength(2);
    expect(viewFor(x, 1).prompt).toBeNull();
  });

  it('is a Trigger on a Chain: destroyed in answer to it, the Board places nothing', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], hand: [I] }, opp: { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] } });
    let x = play(d, { type: 'nextPhase', to: 'end' });
    // The Board's Trigger is Chain Link 1: the opponent answers with Mystical Space Typhoon on the Board.
    while (summary(x).chain.length === 0) x = applyAction(x, legalActions(x).find((a) => a.type === 'pass' || a.type === 'nextPhase')!);
    while (x.flow.window && summary(x).deciding !== 1) x = applyAction(x, { type: 'pass' });
    expect(summary(x).chain).toEqual([{ card: 'Destiny Board', player: 0 }]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Destiny Board')] }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['Destiny Board']);
    expect(me(x).hand).toContain(I);
  });

  it('places it from your hand as well', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], hand: [I] } });
    const x = opponentsEndPhase(d);
    expect(faceUpNames(x)).toEqual(['Destiny Board', I]);
    expect(me(x).hand).not.toContain(I);
  });

  it('places nothing at the end of your own turn', () => {
    const d = duelOf({ turn: 3, turnPlayer: 0, me: { spellTraps: [BOARD], hand: [I] } });
    const x = untilPromptOrNextTurn(d);
    expect(x.flow.prompt).toBeNull();
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(faceUpNames(x)).toEqual(['Destiny Board']);
  });

  it('places them in the proper order: with no "I" in your hand or Deck, "N" is not placed', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], hand: [N, A, L] } });
    const x = untilPromptOrNextTurn(d);
    expect(x.flow.prompt).toBeNull();
    expect(summary(x).turn).toBe(5);
    expect(faceUpNames(x)).toEqual(['Destiny Board']);
    expect(me(x).hand.slice(0, 3)).toEqual([N, A, L]);
  });

  it('places nothing with no free Spell & Trap Zone', () => {
    const setCard = { card: 'Mirror Force', faceUp: false };
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD, setCard, setCard, setCard, setCard], hand: [I] } });
    const x = untilPromptOrNextTurn(d);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toContain(I);
  });

  it('places "I", "N", "A", "L" at the end of four of your opponent\'s turns; with all four you win the Duel', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], hand: [L, A], deck: [...FILLER(4), N, I] } });
    let x = opponentsEndPhase(d);
    expect(faceUpNames(x)).toEqual(['Destiny Board', I]);
    x = untilPromptOrNextTurn(x); // your turn 5
    x = opponentsEndPhase(x);
    expect(faceUpNames(x)).toEqual(['Destiny Board', I, N]);
    x = opponentsEndPhase(untilPromptOrNextTurn(x));
    expect(faceUpNames(x)).toEqual(['Destiny Board', I, N, A]);
    expect(summary(x).winner).toBeNull();
    x = untilPromptOrNextTurn(x);
    const end = untilPromptOrNextTurn(x);
    expect(end.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, L)] });
    const won = play(end, { type: 'select', ids: [idOf(d, L)] });
    expect(summary(won)).toMatchObject({ winner: 0, winReason: 'Player 1 won by the effect of Destiny Board' });
    expect(viewFor(won, 1).winReason).toBe('Your opponent won by the effect of Destiny Board');
    expect(faceUpNames(won)).toEqual(['Destiny Board', I, N, A, L]);
    expect(legalActions(won)).toEqual([]);
  });

  it('if a "Spirit Message" it placed leaves the field, the Board and every other Message are sent to the Graveyard', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], hand: [I, N, 'Mystical Space Typhoon'] } });
    let x = opponentsEndPhase(d);
    expect(summary(x).turn).toBe(5);
    x = opponentsEndPhase(untilPromptOrNextTurn(x));
    expect(faceUpNames(x)).toEqual(['Destiny Board', I, N]);
    // Your turn 7: Mystical Space Typhoon destroys "I".
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    while (summary(x).phase !== 'main1') x = passAll(applyAction(x, legalActions(x).find((a) => a.type === 'nextPhase' || a.type === 'pass')!));
    x = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, I)] });
    x = passAll(x);
    expect(faceUpNames(x)).toEqual([]);
    expect([...me(x).graveyard].sort()).toEqual(['Destiny Board', 'Mystical Space Typhoon', I, N].sort());
  });

  it('if the Board leaves the field, the "Spirit Message" cards you control are sent to the Graveyard', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [BOARD], hand: [I] }, opp: { hand: ['Mystical Space Typhoon'] } });
    let x = opponentsEndPhase(d);
    x = untilPromptOrNextTurn(x); // your turn 5 ends; the opponent's turn 6 begins
    expect(summary(x).turn).toBe(6);
    while (summary(x).phase !== 'main1') x = passAll(applyAction(x, legalActions(x).find((a) => a.type === 'nextPhase' || a.type === 'pass')!));
    expect(summary(x).turnPlayer).toBe(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Destiny Board')] }));
    expect(faceUpNames(x)).toEqual([]);
    expect([...me(x).graveyard].sort()).toEqual(['Destiny Board', I].sort());
    expect(opp(x).graveyard).toEqual(['Mystical Space Typhoon']);
  });

  it('is a Continuous Trap: activated from the Set position, it stays face-up and places nothing yet', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Destiny Board', faceUp: false }], hand: [I] } });
    const board = idOf(d, 'Destiny Board');
    const x = passAll(play(d, { type: 'activate', card: board }));
    expect(faceUpNames(x)).toEqual(['Destiny Board']);
    expect(me(x).hand).toEqual([I]);
    expect(idsOf(d, I)).toHaveLength(1);
  });
});
