import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Gravekeeper's Watcher (texts-2016): "When your opponent activates an effect whereby your opponent discards
 * a card(s) from his/her hand, you can send this card from your hand to the Graveyard to negate the
 * activation of the effect and destroy it." "Your opponent discards": the activating player, alone or with
 * both players (official/c26084285.lua: the activation's HANDES operation info names the activator or
 * PLAYER_ALL; engine: `ChainLink.discards`). A Spell/Trap Card's activation or a monster's effect.
 */
const DECK = ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'];
const watcher = (d: Duel) => legal(d, 'activate', idOf(d, "Gravekeeper's Watcher"));

describe("Gravekeeper's Watcher", () => {
  it("answers the opponent's Spell that makes them discard: sent from the hand, it negates and destroys that card", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ["Gravekeeper's Watcher"], deck: DECK }, opp: { hand: ['Graceful Charity'], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity', 1) });
    expect(watcher(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, "Gravekeeper's Watcher") }));
    expect(x.flow.chain).toEqual([]);
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard).toEqual(["Gravekeeper's Watcher"]);
    // Negated: no card drawn, none discarded; the Spell destroyed.
    expect(opp(x).hand).toEqual([]);
    expect(opp(x).deck).toBe(4);
    expect(opp(x).graveyard).toEqual(['Graceful Charity']);
  });

  it('answers an activation that makes both players discard (Card Destruction)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ["Gravekeeper's Watcher", 'Celtic Guardian'], deck: DECK },
      opp: { hand: ['Card Destruction', 'Feral Imp'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Card Destruction', 1) });
    expect(watcher(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, "Gravekeeper's Watcher") }));
    expect(me(x).hand).toEqual(['Celtic Guardian']);
    expect(opp(x).hand).toEqual(['Feral Imp']);
    expect(opp(x).graveyard).toEqual(['Card Destruction']);
  });

  it("answers a monster's effect that makes both players discard, and destroys that monster (Morphing Jar)", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ["Gravekeeper's Watcher", 'Celtic Guardian'], deck: DECK },
      opp: { hand: ['Feral Imp'], monsters: [{ card: 'Morphing Jar', position: 'defense', faceUp: false }], deck: DECK },
    });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Morphing Jar', 1) });
    for (let i = 0; i < 4 && watcher(x).length === 0 && legal(x, 'pass').length > 0; i++) x = play(x, { type: 'pass' });
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Morphing Jar', 1)]);
    expect(watcher(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, "Gravekeeper's Watcher") }));
    expect(me(x).hand).toEqual(['Celtic Guardian']);
    expect(opp(x).hand).toEqual(['Feral Imp']);
    expect(opp(x).monsters[0]).toBeNull();
    expect(opp(x).graveyard).toEqual(['Morphing Jar']);
  });

  it('is not offered for an activation that makes only you discard (Delinquent Duo)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ["Gravekeeper's Watcher", 'Celtic Guardian'], spellTraps: [{ card: 'Waboku', faceUp: false }], deck: DECK },
      opp: { hand: ['Delinquent Duo'], deck: DECK },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(watcher(x)).toEqual([]);
  });

  it('is not offered for a discard paid as a cost (Tribute to the Doomed)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ["Gravekeeper's Watcher"], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Waboku', faceUp: false }], deck: DECK },
      opp: { hand: ['Tribute to the Doomed', 'Feral Imp'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed', 1) });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards.includes(idOf(d, 'Feral Imp', 1)) ? idOf(d, 'Feral Imp', 1) : idOf(d, 'Celtic Guardian')] });
    expect(x.flow.chain).toHaveLength(1);
    expect(watcher(x)).toEqual([]);
  });

  it('works only from the hand: a Watcher on the field offers nothing', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: "Gravekeeper's Watcher" }], spellTraps: [{ card: 'Waboku', faceUp: false }], deck: DECK },
      opp: { hand: ['Graceful Charity'], deck: DECK },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity', 1) });
    expect(watcher(x)).toEqual([]);
  });
});
