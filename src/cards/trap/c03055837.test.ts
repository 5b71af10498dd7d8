import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Trap of Board Eraser (texts-2016): "You can only activate this card when an effect that inflicts damage to your
 * Life Points is activated (except Battle Damage). Negate the Effect Damage you receive and your opponent then
 * selects 1 card from his/her hand and discards it." Rule code `noDamageFromLink` (that Chain Link's damage to
 * you, this Chain).
 */
const ERASER = [{ card: 'Trap of Board Eraser', faceUp: false }];

/** Player 2 activates Hinotama (500 damage to you); you answer with the Eraser. */
function erased(oppHand: string[] = ['Hinotama', 'Kuriboh', 'Fissure']): Duel {
  const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: ERASER }, opp: { hand: oppHand } });
  const x = play(d, { type: 'activate', card: idOf(d, 'Hinotama', 1) });
  return play(x, { type: 'activate', card: idOf(d, 'Trap of Board Eraser') });
}

describe('Trap of Board Eraser', () => {
  it('the damage the effect would inflict to you becomes 0; your opponent discards 1 card they choose', () => {
    let x = erased();
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Fissure', 1)] }));
    expect(me(x).lp).toBe(8000);
    expect(opp(x).graveyard.sort()).toEqual(['Fissure', 'Hinotama']);
    expect(opp(x).hand).toEqual(['Kuriboh']);
  });

  it('only for that Chain: the next damage effect is taken', () => {
    let x = erased(['Hinotama', 'Hinotama', 'Kuriboh']);
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Kuriboh', 1)] }));
    expect(me(x).lp).toBe(8000);
    expect(x.rules.filter((r) => r.code === 'noDamageFromLink')).toEqual([]);
    x = passAll(play(x, { type: 'activate', card: x.players[1].hand[0]! }));
    expect(me(x).lp).toBe(7500);
  });

  it('with their hand empty, only the damage is negated', () => {
    const x = passAll(erased(['Hinotama']));
    expect(me(x).lp).toBe(8000);
  });

  it('cannot be activated in answer to an effect that inflicts no damage, nor to your own', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: ERASER }, opp: { hand: ['Pot of Greed'], deck: ['Kuriboh', 'Kuriboh'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    expect(legal(x, 'activate', idOf(d, 'Trap of Board Eraser'))).toEqual([]);
    const own = duelOf({ me: { spellTraps: ERASER, hand: ['Hinotama'] } });
    const y = play(own, { type: 'activate', card: idOf(own, 'Hinotama') });
    expect(legal(y, 'activate', idOf(own, 'Trap of Board Eraser'))).toEqual([]);
  });
});
