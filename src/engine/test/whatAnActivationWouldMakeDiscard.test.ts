import { describe, expect, it } from 'vitest';
import { duelOf, idOf, play } from './dsl';

// What an activation would make a player discard (ygopro's CATEGORY_HANDES operation info, which names a
// player, not cards): a Chain Link keeps the players its effect declared, as it was activated, it would make
// discard from their hand (`ChainLink.discards`; `Effect.discards`, chain.ts `discardingPlayers`). "An effect
// whereby your opponent discards" (Gravekeeper's Watcher: library.ts `wouldMakeDiscard`) reads it. A discard
// paid as a cost is no part of it.
// A Set Waboku its player may activate at any time: the Chain waits for that player's answer.
const WINDOW = [{ card: 'Waboku', faceUp: false }];
const DECK = ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'];

describe('what an activation would make a player discard', () => {
  it('an effect that makes its own player discard names that player (Graceful Charity)', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: WINDOW }, opp: { hand: ['Graceful Charity'], deck: DECK } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity', 1) });
    expect(x.flow.chain[0]!.discards).toEqual([1]);
  });

  it("an effect that makes the opponent discard names the opponent (Delinquent Duo)", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Feral Imp', 'Feral Imp'], spellTraps: WINDOW }, opp: { hand: ['Delinquent Duo'], deck: DECK } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo', 1) });
    expect(x.flow.chain[0]!.discards).toEqual([0]);
  });

  it('an effect that makes both players discard names both (Card Destruction)', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Feral Imp'], spellTraps: WINDOW, deck: DECK }, opp: { hand: ['Card Destruction', 'Feral Imp'], deck: DECK } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Card Destruction', 1) });
    expect([...x.flow.chain[0]!.discards!].sort()).toEqual([0, 1]);
  });

  it('a discard paid as a cost declares no discard (Tribute to the Doomed)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: WINDOW },
      opp: { hand: ['Tribute to the Doomed', 'Feral Imp'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed', 1) });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards.includes(idOf(d, 'Feral Imp', 1)) ? idOf(d, 'Feral Imp', 1) : idOf(d, 'Celtic Guardian')] });
    expect(x.flow.chain).toHaveLength(1);
    expect(x.flow.chain[0]!.discards).toBeUndefined();
  });
});
