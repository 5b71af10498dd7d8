import { describe, expect, it } from 'vitest';
import { determinise, summary, viewFor, type Duel } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * Rule code decksUpsideDown (Convulsion of Nature: "both players must turn their respective Decks upside down").
 * ygopro's EFFECT_REVERSE_DECK: as it begins to apply the core reverses each Deck (its bottom card on top) with its
 * cards face-up, so the top card of each Deck is public while it stays; the Decks turn back as it ends. Only the top
 * card becomes public: the rest of each Deck, its order included, stays hidden.
 */

const MY_DECK = ['Feral Imp', 'Mystical Elf', 'Celtic Guardian', 'Summoned Skull'];
const THEIR_DECK = ['Battle Ox', 'Kuriboh', 'Dark Magician', 'Giant Soldier of Stone'];
const convulsion = (): Duel => duelOf({ me: { hand: ['Convulsion of Nature'], deck: MY_DECK }, opp: { deck: THEIR_DECK } });
const activate = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Convulsion of Nature') }));

describe('decksUpsideDown: each Deck turned over, its top card public', () => {
  it('turns both Decks over as it applies: the bottom card is on top', () => {
    const x = activate(convulsion());
    expect(x.decksUpsideDown).toEqual([0, 1]);
    expect(me(x).deck).toBe(4);
    expect(x.players[0].deck[0]).toBe(idOf(x, 'Summoned Skull'));
    expect(x.players[1].deck[0]).toBe(idOf(x, 'Giant Soldier of Stone', 1));
  });

  it('the top card of each Deck is seen by both players, and nothing more of the Decks', () => {
    const x = activate(convulsion());
    for (const viewer of [0, 1] as const) {
      const v = viewFor(x, viewer);
      expect(v.players[0].deckTop).toMatchObject({ name: 'Summoned Skull' });
      expect(v.players[1].deckTop).toMatchObject({ name: 'Giant Soldier of Stone' });
      const json = JSON.stringify(v);
      for (const hidden of ['Feral Imp', 'Mystical Elf', 'Battle Ox', 'Kuriboh', 'Dark Magician"']) expect(json, `${viewer}: ${hidden}`).not.toContain(hidden);
    }
  });

  it("the rest of a Deck stays hidden: the opponent's view is the same whatever order it is in under the top card", () => {
    const a = activate(duelOf({ me: { hand: ['Convulsion of Nature'], deck: MY_DECK }, opp: { deck: THEIR_DECK } }));
    const b = activate(duelOf({ me: { hand: ['Convulsion of Nature'], deck: ['Mystical Elf', 'Celtic Guardian', 'Feral Imp', 'Summoned Skull'] }, opp: { deck: THEIR_DECK } }));
    expect(JSON.stringify(viewFor(a, 1).players[0])).toBe(JSON.stringify(viewFor(b, 1).players[0]));
  });

  it('the next draw takes the face-up top card, and the new top card is shown', () => {
    const x = endTurn(activate(convulsion()));
    expect(opp(x).hand).toContain('Giant Soldier of Stone');
    expect(viewFor(x, 0).players[1].deckTop).toMatchObject({ name: 'Dark Magician' });
  });

  it("the computer's public state keeps the face-up top card on top, and determinise plays it there", () => {
    const x = activate(convulsion());
    const pub = viewFor(x, 1).public;
    expect(pub.state.players[0].deck[0]).toBe(idOf(x, 'Summoned Skull'));
    expect(pub.state.players[1].deck[0]).toBe(idOf(x, 'Giant Soldier of Stone', 1));
    expect(pub.hidden.filter((h) => h.zone === 'deck')).toHaveLength(6);
    const guessed = determinise(pub, Object.fromEntries(pub.hidden.map((h) => [h.id, '40640057'])), 3);
    expect(summary(endTurn(guessed)).players[1].hand).toContain('Giant Soldier of Stone');
  });

  it('turns the Decks back as it leaves the field: the order is as before', () => {
    // A scenario lists each Deck as it lay before a face-up Convulsion of Nature turned it over.
    const d = duelOf({
      me: { spellTraps: [{ card: 'Convulsion of Nature', faceUp: true }], deck: MY_DECK },
      opp: { hand: ['Mystical Space Typhoon'], deck: THEIR_DECK },
      turnPlayer: 1,
    });
    expect(d.decksUpsideDown).toEqual([0, 1]);
    expect(me(d).deck).toBe(4);
    let y = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }));
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Convulsion of Nature')] }));
    expect(y.decksUpsideDown).toBeUndefined();
    expect(y.players[0].deck).toEqual(d.players[0].deck.slice().reverse());
    expect(y.players[0].deck[0]).toBe(idOf(d, 'Feral Imp'));
    expect(viewFor(y, 1).players[0].deckTop).toBeUndefined();
  });
});
