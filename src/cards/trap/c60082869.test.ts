import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Dust Tornado (texts-2016): "Target 1 Spell/Trap Card your opponent controls; destroy that target, then
 * you can Set 1 Spell/Trap Card from your hand." Setting a card by an effect (issue 32 §4).
 */

/** Player 1 activates Dust Tornado on their turn 3 against player 2's Set Mirror Force. */
function tornado(hand: string[]): Duel {
  const d = duelOf({ me: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }], hand }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
  return play(d, { type: 'activate', card: idOf(d, 'Dust Tornado') }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
}

describe('Dust Tornado', () => {
  it('targets a Spell or Trap Card your opponent controls (not one of yours) and destroys it', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }, { card: 'Waboku', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dust Tornado') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mirror Force', 1)] });
    const y = passAll(tornado([]));
    expect(opp(y).graveyard).toEqual(['Mirror Force']);
    expect(me(y).graveyard).toEqual(['Dust Tornado']);
  });

  it('then you can Set 1 Spell or Trap Card from your hand: Set this turn, so a Trap cannot be activated until the next', () => {
    let x = passAll(tornado(['Waboku', 'Feral Imp']));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Only Spell and Trap Cards are offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(x, 'Waboku')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Waboku')] }));
    expect(me(x).spellTraps.some((s) => s?.name === 'Waboku' && !s.faceUp)).toBe(true);
    expect(x.players[0].spellTraps.find((s) => s?.card === idOf(x, 'Waboku'))).toMatchObject({ faceUp: false, setTurn: 3 });
    expect(legal(x, 'activate', idOf(x, 'Waboku'))).toEqual([]);
    expect(me(endTurn(x)).hand).not.toContain('Waboku');
  });

  it('the Set is optional, and not offered with no Spell or Trap Card in hand', () => {
    const declined = passAll(play(passAll(tornado(['Waboku'])), { type: 'select', option: 'no' }));
    expect(me(declined).hand).toEqual(['Waboku']);
    const none = passAll(tornado(['Feral Imp']));
    expect(none.flow.prompt).toBeNull();
    expect(opp(none).graveyard).toEqual(['Mirror Force']);
  });

  it('cannot be activated while your opponent controls no Spell or Trap Card', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }] }, opp: { monsters: [{ card: 'Kuriboh' }] } }), 'activate')).toEqual([]);
  });
});
