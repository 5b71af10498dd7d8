import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Droll & Lock Bird (texts-2016): "If your opponent adds a card(s) from their Deck to their hand, except during the Draw
 * Phase, you can send this card from your hand to the Graveyard. For the rest of this turn, neither player can add
 * card(s) from their Deck to their hand. (Drawing cards is also considered as "adding a card to the hand.")"
 * (official/c94145021.lua: EFFECT_CANNOT_TO_HAND on both Decks and EFFECT_CANNOT_DRAW for both players, to the End
 * Phase.) Rule code `noDeckToHand`.
 */
const DECK = ['Sangan', 'Feral Imp', 'Kuriboh', 'Mystical Elf', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'];
/** Player 2's turn: they hold Pot of Greed and Upstart Goblin; you hold the Bird. */
const setUp = (): Duel =>
  duelOf({
    turn: 4, turnPlayer: 1,
    me: { hand: ['Droll & Lock Bird'], deck: DECK },
    opp: { hand: ['Pot of Greed', 'Upstart Goblin', 'Sangan'], deck: DECK, monsters: [{ card: 'Sangan' }], spellTraps: [] },
  });
const potOfGreed = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }));

describe('Droll & Lock Bird', () => {
  it("when the opponent draws by a card effect, it may be sent from the hand: the rest of the turn, no more draws", () => {
    let x = potOfGreed(setUp());
    expect(opp(x).hand).toHaveLength(4);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(x).graveyard).toEqual(['Droll & Lock Bird']);
    expect(x.rules.filter((r) => r.code === 'noDeckToHand').map((r) => r.player).sort()).toEqual([0, 1]);
    // Upstart Goblin (draws) cannot be activated any more.
    expect(legal(x, 'activate', idOf(x, 'Upstart Goblin', 1))).toEqual([]);
  });

  it('a search from the Deck sets it off too, and searches are barred after it (Terraforming)', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { hand: ['Droll & Lock Bird'], deck: DECK },
      opp: { hand: ['Terraforming', 'Terraforming'], deck: ['Mountain', 'Forest', 'Feral Imp', 'Kuriboh'] },
    });
    const [first, second] = d.players[1].hand as [string, string];
    let x = passAll(play(d, { type: 'activate', card: first }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Mountain', 1)] }));
    expect(opp(x).hand).toContain('Mountain');
    expect(x.events).toContainEqual({ type: 'addedToHand', player: 1, card: idOf(x, 'Mountain', 1), fromDeck: true });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(x).graveyard).toEqual(['Droll & Lock Bird']);
    expect(legal(x, 'activate', second)).toEqual([]);
  });

  it('not for your own draws, nor in the Draw Phase', () => {
    const own = duelOf({ me: { hand: ['Droll & Lock Bird', 'Pot of Greed'], deck: DECK } });
    const x = passAll(play(own, { type: 'activate', card: idOf(own, 'Pot of Greed') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toContain('Droll & Lock Bird');
    // The opponent's normal draw (turn 4's Draw Phase) offers nothing.
    const y = endTurn(duelOf({ me: { hand: ['Droll & Lock Bird'], deck: DECK }, opp: { deck: DECK } }));
    expect(y.turn).toBe(4);
    expect(me(y).hand).toEqual(['Droll & Lock Bird']);
    expect(y.rules).toEqual([]);
  });

  it('the lock lasts this turn only: the next Draw Phase draws', () => {
    let x = potOfGreed(setUp());
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    x = endTurn(x);
    expect(x.turn).toBe(5);
    expect(me(x).hand).toHaveLength(1);
    expect(x.rules).toEqual([]);
  });
});
