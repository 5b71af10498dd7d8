import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Rising Energy: "Discard 1 card, then target 1 face-up monster on the field; that target gains 1500 ATK until the End Phase."
describe('Rising Energy', () => {
  it('discard 1 card (the cost): the targeted face-up monster gains 1500 ATK until the End Phase', () => {
    const d = duelOf({ me: { hand: ['Kuriboh'], spellTraps: [{ card: 'Rising Energy', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Rising Energy') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    // The face-down monster is no target: the lone face-up one is chosen.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Celtic Guardian')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    }
    x = passAll(x);
    expect(me(x).monsters[0]?.atk).toBe(2900);
    expect(me(x).graveyard.sort()).toEqual(['Kuriboh', 'Rising Energy']);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters[0]?.atk).toBe(1400);
  });
  it('needs a card to discard', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Rising Energy', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] } }), 'activate')).toEqual([]);
  });
});
