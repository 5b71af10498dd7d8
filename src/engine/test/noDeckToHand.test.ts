import { describe, expect, it } from 'vitest';
import { type Duel } from '..';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';

/*
 * "Neither player can add cards from their Deck to their hand" (Droll & Lock Bird; drawing counts as adding): recorded
 * rule `noDeckToHand` about a player. An effect resolving draws them nothing and adds nothing from their Deck
 * (`ctx.draw`, `ctx.addToHand`); an effect declaring a draw or a search is not activated (refusal deckToHandBarred);
 * a card added from elsewhere (a Graveyard) still goes. A card added from the Deck says so (`addedToHand.fromDeck`).
 */
const lockFor = (d: Duel, ...players: (0 | 1)[]): Duel => ({
  ...d,
  rules: players.map((player) => ({ code: 'noDeckToHand' as const, player, lasts: { kind: 'thisTurn' as const, turn: d.turn } })),
});

describe('noDeckToHand', () => {
  it('an effect declaring a draw or a search is not activated; one adding from the Graveyard is', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed', 'Terraforming', 'Monster Reincarnation', 'Kuriboh'], deck: ['Mountain', 'Feral Imp', 'Kuriboh'], graveyard: ['Sangan'] } });
    expect(legal(d, 'activate', idOf(d, 'Pot of Greed'))).toHaveLength(1);
    expect(legal(d, 'activate', idOf(d, 'Terraforming'))).toHaveLength(1);
    const x = lockFor(d, 0);
    expect(legal(x, 'activate', idOf(d, 'Pot of Greed'))).toEqual([]);
    expect(legal(x, 'activate', idOf(d, 'Terraforming'))).toEqual([]);
    expect(legal(x, 'activate', idOf(d, 'Monster Reincarnation')).length).toBeGreaterThan(0);
  });

  it("a draw for a locked player resolves drawing nothing; the other player's draw is not barred", () => {
    // The lock comes as Pot of Greed is already on the Chain (the opponent's Set Dust Tornado keeps a window open).
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: ['Feral Imp', 'Kuriboh', 'Kuriboh'] }, opp: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }] } });
    const chained = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    expect(chained.flow.chain).toHaveLength(1);
    const x = passAll(lockFor(chained, 0));
    expect(me(x).hand).toEqual([]);
    expect(me(x).deck).toBe(3);
    const y = passAll(lockFor(chained, 1));
    expect(me(y).hand).toHaveLength(2);
  });

  it('a search resolving for a locked player adds nothing from the Deck', () => {
    const d = duelOf({ me: { hand: ['Terraforming'], deck: ['Mountain', 'Feral Imp'] }, opp: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }] } });
    const chained = play(d, { type: 'activate', card: idOf(d, 'Terraforming') });
    expect(chained.flow.chain).toHaveLength(1);
    let x = lockFor(chained, 0);
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Mountain')] }));
    expect(me(x).hand).toEqual([]);
    expect(me(x).deck).toBe(2);
    expect(opp(x).hand).toEqual([]);
  });
});
