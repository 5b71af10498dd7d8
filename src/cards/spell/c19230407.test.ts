import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Offerings to the Doomed (texts-2016): "Target 1 face-up monster on the field; destroy that target, also skip
 * your next Draw Phase." Skipping a Draw Phase: rule code `skipDrawPhase` (Reckless Greed).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const drewThisTurn = (d: Duel): boolean => {
  const start = d.events.findIndex((e) => e.type === 'turnStarted' && e.turn === d.turn);
  return d.events.slice(Math.max(0, start)).some((e) => e.type === 'drew' && e.player === d.turnPlayer);
};

function offered(oppMonsters: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[] = [{ card: 'Summoned Skull' }]): Duel {
  const d = duelOf({ me: { hand: ['Offerings to the Doomed'], deck: DECK }, opp: { monsters: oppMonsters, deck: DECK } });
  return play(d, { type: 'activate', card: idOf(d, 'Offerings to the Doomed') });
}

describe('Offerings to the Doomed', () => {
  it('destroys the targeted face-up monster', () => {
    const x = offered();
    const skull = idOf(x, 'Summoned Skull', 1);
    const y = passAll(x.flow.prompt ? play(x, { type: 'select', ids: [skull] }) : x);
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(me(y).graveyard).toEqual(['Offerings to the Doomed']);
  });

  it('you skip the Draw Phase of your next turn, not later ones, and your opponent still draws', () => {
    const x = offered();
    let y = passAll(x.flow.prompt ? play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull', 1)] }) : x);
    y = endTurn(y);
    expect(summary(y)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(drewThisTurn(y)).toBe(true);
    y = endTurn(y);
    expect(summary(y)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(drewThisTurn(y)).toBe(false);
    expect(me(y).hand).toEqual([]);
    y = endTurn(endTurn(y));
    expect(summary(y)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(drewThisTurn(y)).toBe(true);
  });

  it('only a face-up monster may be targeted; with none on the field it cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Offerings to the Doomed'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
    const x = offered([{ card: 'Summoned Skull', faceUp: false, position: 'defense' }, { card: 'Kuriboh' }]);
    // The lone legal target is taken without asking, or asked alone.
    if (x.flow.prompt?.kind === 'chooseCard') expect(x.flow.prompt.cards).toEqual([idOf(x, 'Kuriboh', 1)]);
    expect(opp(passAll(x.flow.prompt ? play(x, { type: 'select', ids: [idOf(x, 'Kuriboh', 1)] }) : x)).graveyard).toEqual(['Kuriboh']);
  });
});
