import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { duelOf, idOf, legal, me, opp, play, passAll } from '../../engine/test/dsl';


describe('Effect Veiler', () => {
  it('in the opponent\'s Main Phase, is discarded to negate a face-up Effect Monster\'s effects until the end of the turn', () => {
    // Player 2 controls Time Wizard; player 1 answers in a window of player 2's Main Phase.
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Effect Veiler'] }, opp: { hand: ['Celtic Guardian'], monsters: [{ card: 'Time Wizard' }] } });
    // Player 2 Normal Summons: a response window opens for player 1, who holds Effect Veiler.
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] });
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Effect Veiler')]);
    x = play(x, { type: 'activate', card: idOf(d, 'Effect Veiler') });
    // Only the Effect Monster is a legal target (Celtic Guardian is a Normal Monster): chosen without a choice left.
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Time Wizard', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Effect Veiler']);
    expect(x.players[1].monsters.find((s) => s?.card === idOf(d, 'Time Wizard', 1))?.effectsNegated).toBe(true);
    // Time Wizard's effect cannot be activated while negated.
    expect(legalActions(x).some((a) => a.type === 'activate' && a.card === idOf(d, 'Time Wizard', 1))).toBe(false);
    // The next turn it works again.
    x = play(x, { type: 'nextPhase', to: 'end' });
    x = passAll(x);
    expect(x.players[1].monsters.find((s) => s?.card === idOf(d, 'Time Wizard', 1))?.effectsNegated).toBeUndefined();
    expect(opp(x).monsters.find((m) => m?.name === 'Time Wizard')).toBeTruthy();
  });
  it('cannot be activated in your own turn', () => {
    const d = duelOf({ me: { hand: ['Effect Veiler', 'Celtic Guardian'] }, opp: { monsters: [{ card: 'Time Wizard' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
