import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Good Goblin Housekeeping (texts-2016): "Draw cards equal to the number of "Good Goblin Housekeeping"
 * cards in your Graveyard +1, then select 1 card from your hand and return it to the bottom of your
 * Deck." Returning a card to the bottom of the Deck (ctx.returnToDeck).
 */

const GGH = 'Good Goblin Housekeeping';
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku'];

/** The Set copy (the Graveyard may hold others). */
const setCopy = (d: ReturnType<typeof duelOf>): string => d.players[0].spellTraps[0]!.card;

/** Activates the Set copy and puts `back` on the bottom of the Deck. */
function housekeep(d: ReturnType<typeof duelOf>, back: string) {
  const x = passAll(play(d, { type: 'activate', card: setCopy(d) }));
  expect(x.flow.prompt?.kind).toBe('chooseCard');
  return passAll(play(x, { type: 'select', ids: [idOf(d, back)] }));
}

describe('Good Goblin Housekeeping', () => {
  it('with none in the Graveyard: draws 1, then puts 1 card of the hand on the bottom of the Deck', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], spellTraps: [{ card: GGH, faceUp: false }], deck: DECK } });
    const x = housekeep(d, 'Summoned Skull');
    expect(me(x).hand).toEqual(['Feral Imp']);
    // On the bottom: the Deck's last card.
    expect(x.players[0].deck.at(-1)).toBe(idOf(d, 'Summoned Skull'));
    expect(me(x).deck).toBe(DECK.length);
    expect(me(x).graveyard).toEqual([GGH]);
  });

  it('draws 1 more for each copy in the Graveyard (the one resolving is not there yet); the card just drawn may go back', () => {
    const d = duelOf({ me: { spellTraps: [{ card: GGH, faceUp: false }], graveyard: [GGH, GGH], deck: DECK } });
    const x = housekeep(d, 'Dark Hole');
    expect(me(x).hand.sort()).toEqual(['Feral Imp', 'Kuriboh']);
    expect(x.players[0].deck.at(-1)).toBe(idOf(d, 'Dark Hole'));
  });

  it('cannot be activated with an empty Deck', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], spellTraps: [{ card: GGH, faceUp: false }], deck: [] } });
    expect(legal(d, 'activate', setCopy(d))).toEqual([]);
  });
});
