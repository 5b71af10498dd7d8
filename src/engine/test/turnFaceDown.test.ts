import { describe, expect, it } from 'vitest';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * Turning a monster face-down (Book of Moon: "change that target to face-down Defense Position"; issue
 * 32 §4). Rulebook v9.1 "Equipped Monster": "When this monster is destroyed or flipped face-down, the
 * equipped card loses its target, and is destroyed". Turned face-down, a monster is a new card to the
 * effects applied to it: its gains and negations end (EffectContext.setPosition), and so do the rules
 * recorded about it (board.ts forgetRulesAbout).
 */

describe('Turning a monster face-down', () => {
  it('destroys its Equip Cards: a monster Snatch Steal took goes back to its owner face-down', () => {
    const d = duelOf({ me: { hand: ['Snatch Steal'] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Book of Moon'] } });
    const skull = idOf(d, 'Summoned Skull', 1);
    const x = endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal') }, { type: 'select', ids: [skull] })));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [skull] }));
    expect(me(y).graveyard).toEqual(['Snatch Steal']);
    expect(y.players[1].monsters.find((s) => s?.card === skull)).toMatchObject({ faceUp: false, position: 'defense' });
  });

  it('ends the rules recorded about it, whatever their duration', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const skull = idOf(d, 'Summoned Skull', 1);
    const lock: DuelRule = { code: 'cannotAttack', player: 1, card: skull, lasts: { kind: 'turns', player: 1, count: 2, through: 6 } };
    const other: DuelRule = { code: 'noBattlePhase', player: 1, lasts: { kind: 'thisTurn', turn: 3 } };
    const x = passAll(play({ ...d, rules: [lock, other] }, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [skull] }));
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false });
    expect(x.rules).toEqual([other]);
  });
});
