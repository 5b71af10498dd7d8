import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

describe('Magic Jammer', () => {
  it('answers a Spell activation: discard 1 card (chosen), negate it and destroy the Spell', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Feral Imp', 'Celtic Guardian'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] }, opp: { hand: ['Ookazi'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).lp).toBe(8000);
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Magic Jammer']);
    expect(opp(x).graveyard).toEqual(['Ookazi']);
  });
  it('needs a card in hand to discard', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Magic Jammer', faceUp: false }] }, opp: { hand: ['Ookazi'] } });
    expect(play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) }).flow.window).toBeNull();
  });
});
