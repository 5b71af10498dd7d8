import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { toonProcedureSpec } from './toonProcedureSpec';

describe('Toon Summoned Skull', () => {
  toonProcedureSpec('Toon Summoned Skull', { tributes: 1, atk: 2500, lockedTurnSummoned: true, cost: 500 });

  it('with less than 500 LP it cannot declare an attack', () => {
    const d = duelOf({ me: { lp: 400, monsters: [{ card: 'Toon Summoned Skull' }] } });
    expect(legal(toBattle(d), 'attack', idOf(d, 'Toon Summoned Skull'))).toEqual([]);
  });

  it('with no monster to Tribute it cannot be Special Summoned', () => {
    const d = duelOf({ me: { hand: ['Toon Summoned Skull'], spellTraps: [{ card: 'Toon World', faceUp: true }] } });
    expect(legal(d, 'specialSummon', idOf(d, 'Toon Summoned Skull'))).toEqual([]);
  });
});
