import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Convulsion of Nature (texts-2016): "As long as this card remains face-up on the field, both players must turn their
 * respective Decks upside down and proceed with the current Duel." ygopro (official/c62966332.lua, no GOAT variant):
 * EFFECT_REVERSE_DECK for both players while it is face-up (rule code decksUpsideDown: engine/test/decksUpsideDown.test.ts).
 */

const convulsion = (): Duel =>
  duelOf({ me: { hand: ['Convulsion of Nature'], deck: ['Feral Imp', 'Mystical Elf', 'Summoned Skull'] }, opp: { deck: ['Battle Ox', 'Kuriboh', 'Dark Magician'] } });
const activate = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Convulsion of Nature') }));

describe('Convulsion of Nature', () => {
  it('stays face-up on the field, and turns both Decks upside-down: their bottom cards are on top, face-up for both', () => {
    const x = activate(convulsion());
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Convulsion of Nature', faceUp: true });
    const theirs = viewFor(x, 1);
    expect(theirs.players[0].deckTop).toMatchObject({ name: 'Summoned Skull' });
    expect(theirs.players[1].deckTop).toMatchObject({ name: 'Dark Magician' });
    expect(JSON.stringify(theirs)).not.toContain('Mystical Elf');
  });

  it('both players then draw from the upside-down Decks', () => {
    let x = endTurn(activate(convulsion()));
    expect(opp(x).hand).toEqual(['Dark Magician']);
    x = endTurn(x);
    expect(me(x).hand).toContain('Summoned Skull');
  });

  it('before it is activated, no Deck card is seen', () => {
    const d = convulsion();
    expect(viewFor(d, 1).players[0].deckTop).toBeUndefined();
    expect(legal(d, 'activate', idOf(d, 'Convulsion of Nature'))).toHaveLength(1);
  });

  it('once it leaves the field, the Decks are turned back', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Convulsion of Nature', faceUp: true }], deck: ['Feral Imp', 'Mystical Elf', 'Summoned Skull'] },
      opp: { hand: ['Mystical Space Typhoon'], deck: ['Battle Ox', 'Kuriboh', 'Dark Magician'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Convulsion of Nature')] }));
    expect(me(x).graveyard).toContain('Convulsion of Nature');
    expect(viewFor(x, 1).players[0].deckTop).toBeUndefined();
    expect(x.players[0].deck[0]).toBe(idOf(d, 'Feral Imp'));
  });
});
