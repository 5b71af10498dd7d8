import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { duelOf, idOf, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Fengsheng Mirror (texts-2016): "Look at your opponent's hand. Select and discard 1 Spirit monster to the Graveyard
 * if Spirit monsters exist in his/her hand." No GOAT-era variant.
 */
describe('Fengsheng Mirror', () => {
  it("you see the opponent's hand and choose 1 Spirit monster in it to discard", () => {
    const d = duelOf({ me: { hand: ['Fengsheng Mirror'] }, opp: { hand: ['Otohime', 'Asura Priest', 'Summoned Skull'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fengsheng Mirror') }));
    // Only the Spirit monsters are offered; the hand was shown to you alone.
    expect(legalActions(x).map((a) => a.type === 'select' && 'ids' in a && a.ids).sort()).toEqual([[idOf(d, 'Asura Priest', 1)], [idOf(d, 'Otohime', 1)]].sort());
    expect(x.flow.prompt?.player).toBe(0);
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Asura Priest', 1)] }));
    expect(opp(x).hand.sort()).toEqual(['Otohime', 'Summoned Skull']);
    expect(opp(x).graveyard).toEqual(['Asura Priest']);
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'discarded', player: 1, card: idOf(d, 'Asura Priest', 1), by: 0 }));
  });

  it('with no Spirit monster there, nothing is discarded (it may be activated all the same)', () => {
    const d = duelOf({ me: { hand: ['Fengsheng Mirror'] }, opp: { hand: ['Summoned Skull'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fengsheng Mirror') }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(opp(x).graveyard).toEqual([]);
  });
});
