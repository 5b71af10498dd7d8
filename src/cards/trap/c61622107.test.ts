import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Bubble Crash: "This card can only be activated when any player has 6 or more cards on the field and/or in their hand. The player(s)
// then select and send cards to their respective Graveyards until the amount remaining on the field and in their hand is 5."
describe('Bubble Crash', () => {
  it('each player with 6 or more cards in hand and field sends cards until 5 remain; Bubble Crash counts but is never chosen', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole', 'Kuriboh'], monsters: [{ card: 'Feral Imp' }, { card: 'Summoned Skull' }], spellTraps: [{ card: 'Bubble Crash', faceUp: false }, { card: 'Mirror Force', faceUp: false }] },
      opp: { hand: ['Pot of Greed', 'Kuriboh', 'Dark Hole', 'Mystical Elf', 'Feral Imp'], monsters: [{ card: 'Silver Fang' }, { card: 'Big Koala' }] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Bubble Crash') }));
    // You have 6 with Bubble Crash: 1 to send, not Bubble Crash itself.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).not.toContain(idOf(d, 'Bubble Crash'));
    x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    // The opponent has 7: 2 to send, chosen by them.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed', 1)] }, { type: 'select', ids: [idOf(d, 'Big Koala', 1)] }));
    expect(me(x).graveyard.sort()).toEqual(['Bubble Crash', 'Kuriboh']);
    expect(opp(x).graveyard.sort()).toEqual(['Big Koala', 'Pot of Greed']);
    expect(opp(x).hand).toHaveLength(4);
    expect(me(x).hand).toEqual(['Dark Hole']);
  });
  it('a player with 5 or fewer sends nothing; with nobody at 6 it cannot be activated', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Bubble Crash', faceUp: false }] }, opp: { hand: ['Pot of Greed', 'Kuriboh', 'Dark Hole', 'Mystical Elf', 'Feral Imp'], monsters: [{ card: 'Silver Fang' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Bubble Crash') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Silver Fang', 1)] }));
    expect(opp(x).graveyard).toEqual(['Silver Fang']);
    expect(me(x).graveyard).toEqual(['Bubble Crash']);
    const few = duelOf({ me: { spellTraps: [{ card: 'Bubble Crash', faceUp: false }] }, opp: { hand: ['Pot of Greed', 'Kuriboh', 'Dark Hole', 'Mystical Elf', 'Feral Imp'] } });
    expect(legal(few, 'activate')).toHaveLength(0);
  });
});
