import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Solemn Wishes (texts-2016): "Increase your Life Points by 500 points each time you draw a card (or
 * cards)." A continuous effect on the draw (ygopro: EFFECT_TYPE_CONTINUOUS on EVENT_DRAW, no Chain):
 * cards drawn together are one draw (library.ts startsADraw).
 */

const SW = 'Solemn Wishes';
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];

describe('Solemn Wishes', () => {
  it('face-up: 2 cards drawn together by Pot of Greed gain 500 LP once, with no Chain Link', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: DECK, spellTraps: [{ card: SW, faceUp: true }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).lp).toBe(8500);
    expect(x.events.filter((e) => e.type === 'activated')).toHaveLength(1);
  });

  it('the normal draw of its controller\'s Draw Phase gains 500 LP; the opponent\'s draws do not', () => {
    const d = duelOf({ me: { deck: DECK, spellTraps: [{ card: SW, faceUp: true }] }, opp: { deck: DECK } });
    const theirs = endTurn(d);
    expect(me(theirs).lp).toBe(8000);
    const mine = endTurn(theirs);
    expect(mine.turnPlayer).toBe(0);
    expect(me(mine).lp).toBe(8500);
  });

  it('Set (face-down), it gains nothing; activated, it stays face-up', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: DECK, spellTraps: [{ card: SW, faceUp: false }] } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).lp).toBe(8000);
    const on = passAll(play(d, { type: 'activate', card: idOf(d, SW) }));
    expect(me(on).spellTraps[0]).toMatchObject({ name: SW, faceUp: true });
    expect(me(passAll(play(on, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).lp).toBe(8500);
  });
});
