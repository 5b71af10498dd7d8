import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Time Seal (texts-2016): "Skip the Draw Phase of your opponent's next turn." Issue 32 §4: skipping a
 * phase, an effect that lasts past this turn (rule code skipDrawPhase, 1 of the opponent's turns).
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

describe('Time Seal', () => {
  it("the opponent's next turn has no Draw Phase: it begins with the Standby Phase and nothing is drawn", () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Time Seal', faceUp: false }], deck: DECK }, opp: { deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Time Seal') }));
    expect(me(x).graveyard).toEqual(['Time Seal']);
    const y = endTurn(x);
    expect(summary(y)).toMatchObject({ turn: 4, turnPlayer: 1, phase: 'main1' });
    expect(opp(y).hand).toEqual([]);
    const turn4 = y.events.slice(y.events.findIndex((e) => e.type === 'turnStarted'));
    expect(turn4.some((e) => e.type === 'phaseEntered' && e.phase === 'draw')).toBe(false);
  });

  it('only that one turn: the turn after, the opponent draws again; its activator draws as usual', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Time Seal', faceUp: false }], deck: DECK }, opp: { deck: DECK } });
    const x = endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Time Seal') })));
    const mine = endTurn(x);
    expect(me(mine).hand).toHaveLength(1);
    expect(opp(endTurn(mine)).hand).toHaveLength(1);
  });

  it("activated during the opponent's turn, after their draw, it skips the Draw Phase of their following turn", () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Time Seal', faceUp: false }], deck: DECK }, opp: { deck: DECK } });
    expect(legal(d, 'activate', idOf(d, 'Time Seal')).length).toBe(0);
    // The opponent moves to their Battle Phase: Time Seal's controller may answer the phase change.
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    while (x.flow.window && x.flow.window.player === 1) x = play(x, { type: 'pass' });
    if (x.flow.window?.player === 0 && legal(x, 'activate', idOf(d, 'Time Seal')).length > 0) x = passAll(play(x, { type: 'activate', card: idOf(d, 'Time Seal') }));
    else x = passAll(x);
    expect(me(x).graveyard).toEqual(['Time Seal']);
    expect(x.rules).toMatchObject([{ code: 'skipDrawPhase', player: 1, lasts: { kind: 'turns', player: 1, count: 1, through: 6 } }]);
    const turn6 = endTurn(endTurn(x));
    expect(summary(turn6)).toMatchObject({ turn: 6, turnPlayer: 1 });
    expect(opp(turn6).hand).toEqual([]);
  });
});
