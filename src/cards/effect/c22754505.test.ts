import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from '../../engine/test/dsl';

describe('Small Piece Golem', () => {
  it('Normal Summoned beside a face-up Big Piece Golem: you can Special Summon a Medium Piece Golem from the Deck, whose effects are negated', () => {
    const d = duelOf({ me: { hand: ['Small Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Medium Piece Golem', 'Small Piece Golem', 'Feral Imp'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Small Piece Golem'), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // The player picks the Medium Piece Golem in the Deck, then its position.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Medium Piece Golem')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Medium Piece Golem')] }, { type: 'select', option: 'attack' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Big Piece Golem', 'Small Piece Golem', 'Medium Piece Golem']);
    // Medium Piece Golem's own effect (call a Small Piece Golem) is negated: the second Small Piece Golem stays in the Deck.
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(2);
  });

  it('the negation lasts while the called monster stays face-up: turned face-down (Book of Moon), it ends', () => {
    const d = duelOf({ me: { hand: ['Small Piece Golem', 'Book of Moon'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Medium Piece Golem', 'Small Piece Golem'] } });
    // Book of Moon in hand could be chained to the Golem's effect: its holder passes each time.
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Small Piece Golem'), tributes: [] }, { type: 'select', option: 'yes' }));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Medium Piece Golem')] }, { type: 'select', option: 'attack' }));
    const medium = idOf(d, 'Medium Piece Golem');
    expect(x.players[0].monsters.find((s) => s?.card === medium)?.effectsNegated).toBe(true);
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [medium] });
    expect(x.players[0].monsters.find((s) => s?.card === medium)).toMatchObject({ faceUp: false });
    expect(x.players[0].monsters.find((s) => s?.card === medium)?.effectsNegated).toBeUndefined();
  });

  it('not without a face-up Big Piece Golem, nor with no Medium Piece Golem in the Deck', () => {
    const alone = duelOf({ me: { hand: ['Small Piece Golem'], deck: ['Medium Piece Golem'] } });
    expect(play(alone, { type: 'normalSummon', card: idOf(alone, 'Small Piece Golem'), tributes: [] }).flow.prompt).toBeNull();
    const none = duelOf({ me: { hand: ['Small Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Feral Imp'] } });
    expect(play(none, { type: 'normalSummon', card: idOf(none, 'Small Piece Golem'), tributes: [] }).flow.prompt).toBeNull();
  });

  it('a Flip Summon sets it off too', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Big Piece Golem' }, { card: 'Small Piece Golem', faceUp: false, position: 'defense' }], deck: ['Medium Piece Golem'] } });
    const x = passWindows(play(d, { type: 'flipSummon', card: idOf(d, 'Small Piece Golem') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    expect(legal(x, 'select')).toHaveLength(2);
  });
});
