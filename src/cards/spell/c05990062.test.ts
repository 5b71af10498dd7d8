import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Reversal Quiz (texts-2016): "Send all cards in your hand and on your side of the field to the Graveyard. Call
 * the type of card (Spell, Trap, or Monster) on top of your Deck. If you call it right, exchange your current
 * Life Points with your opponent's current ones." The sending is a cost (ygopro's script: every other card,
 * at least 1); the call is made as it resolves; LP exchanged with `ctx.setLp` (event `lpBecame`).
 */
function quiz(deck: string[], lps: [number, number] = [1000, 7000]): Duel {
  const d = duelOf({
    me: { lp: lps[0], hand: ['Reversal Quiz', 'Kuriboh', 'Fissure'], monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }], deck },
    opp: { lp: lps[1], hand: ['Sangan'] },
  });
  return play(d, { type: 'activate', card: idOf(d, 'Reversal Quiz') });
}

describe('Reversal Quiz', () => {
  it('sends every other card in your hand and on your field to the Graveyard as it is activated', () => {
    const x = quiz(['Pot of Greed']);
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard.sort()).toEqual(['Fissure', 'Kuriboh', 'Summoned Skull', 'Trap Hole']);
    expect(opp(x).hand).toEqual(['Sangan']);
  });

  it('calling the top card\'s kind right: you and your opponent exchange LP', () => {
    const x = quiz(['Pot of Greed', 'Kuriboh']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Monster', 'Spell', 'Trap'] });
    const y = passAll(play(x, { type: 'select', option: 'Spell' }));
    expect(me(y).lp).toBe(7000);
    expect(opp(y).lp).toBe(1000);
    expect(y.events).toContainEqual({ type: 'lpBecame', player: 0, lp: 7000 });
    // The top card is shown to both players, and it stays on top.
    expect(y.events).toContainEqual(expect.objectContaining({ type: 'revealed', to: 1 }));
    expect(me(y).deck).toBe(2);
    expect(viewFor(y, 1).events.some((l) => l.text === 'Opponent now has 7000 LP')).toBe(true);
  });

  it('calling it wrong: the LP stay', () => {
    for (const [top, wrong] of [['Pot of Greed', 'Monster'], ['Kuriboh', 'Trap'], ['Trap Hole', 'Spell']] as const) {
      const y = passAll(play(quiz([top]), { type: 'select', option: wrong }));
      expect([me(y).lp, opp(y).lp]).toEqual([1000, 7000]);
    }
    const right = passAll(play(quiz(['Trap Hole']), { type: 'select', option: 'Trap' }));
    expect([me(right).lp, opp(right).lp]).toEqual([7000, 1000]);
  });

  it('with an empty Deck, nothing is called', () => {
    const y = passAll(quiz([]));
    expect(y.flow.prompt).toBeNull();
    expect([me(y).lp, opp(y).lp]).toEqual([1000, 7000]);
  });

  it('cannot be activated with no other card in your hand or on your field', () => {
    expect(legal(duelOf({ me: { hand: ['Reversal Quiz'] } }), 'activate')).toEqual([]);
  });
});
