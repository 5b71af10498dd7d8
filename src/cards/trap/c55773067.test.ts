import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Drop Off (texts-2016): "When your opponent draws for their normal draw in their Draw Phase: Your
 * opponent discards 1 card they just drew." The card drawn for the normal draw is remembered for the
 * turn (mark `drewNormally`), so the Trap answers it in the Draw Phase.
 */
const OPP_DECK = ['Summoned Skull', 'Kuriboh', 'Fissure', 'Waboku'];

/** You end your turn: the opponent's turn begins with their normal draw; the duel stops at your first chance to act. */
function theirDraw(d: Duel): Duel {
  let x = play(d, { type: 'nextPhase', to: 'end' });
  while (summary(x).turnPlayer !== 1 || (summary(x).deciding !== 0 && summary(x).phase !== 'main1')) {
    if (x.flow.window || x.flow.prompt) x = play(x, { type: 'pass' });
    else x = play(x, { type: 'nextPhase', to: 'end' });
  }
  return x;
}

describe('Drop Off', () => {
  it('in the opponent\'s Draw Phase, after their normal draw: they discard the card they just drew', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Drop Off', faceUp: false }] }, opp: { hand: ['Pot of Greed'], deck: OPP_DECK } });
    const x = theirDraw(d);
    expect(summary(x).phase).toBe('draw');
    expect(summary(x).deciding).toBe(0);
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Drop Off') }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(opp(y).hand).toEqual(['Pot of Greed']);
    expect(me(y).graveyard).toEqual(['Drop Off']);
  });

  it('not in your own Draw Phase, nor once the opponent\'s Draw Phase is over', () => {
    const mine = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Drop Off', faceUp: false }] }, opp: { deck: OPP_DECK } });
    let x = play(mine, { type: 'nextPhase', to: 'end' });
    while (summary(x).turnPlayer !== 0 || x.flow.window || x.flow.prompt) x = x.flow.window || x.flow.prompt ? play(x, { type: 'pass' }) : play(x, { type: 'nextPhase', to: 'end' });
    expect(summary(x).phase).toBe('main1');
    expect(legal(x, 'activate', idOf(mine, 'Drop Off'))).toEqual([]);
    // Passed in the Draw Phase, it cannot answer the card later: in the Main Phase, only the Draw Phase's draw is "just drawn".
    const later = theirDraw(duelOf({ me: { spellTraps: [{ card: 'Drop Off', faceUp: false }] }, opp: { hand: ['Pot of Greed'], deck: OPP_DECK } }));
    let y = play(later, { type: 'pass' });
    while (summary(y).phase !== 'main1' || y.flow.window) y = play(y, { type: 'pass' });
    y = play(y, { type: 'activate', card: idOf(later, 'Pot of Greed', 1) });
    // A response window opens only for a player with something to activate: none opens for you.
    expect(summary(y).deciding).toBe(1);
    expect(y.flow.window).toBeNull();
  });

  it('a draw by a card\'s effect (Pot of Greed) is not the normal draw', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Drop Off', faceUp: false }] }, opp: { hand: ['Pot of Greed'], deck: OPP_DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }));
    expect(opp(x).hand).toHaveLength(2);
    expect(x.marks.some((m) => m.mark === 'drewNormally')).toBe(false);
  });
});
