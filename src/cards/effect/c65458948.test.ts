import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { toonProcedureSpec } from './toonProcedureSpec';

describe('Toon Mermaid', () => {
  toonProcedureSpec('Toon Mermaid', { tributes: 0, atk: 1400, lockedTurnSummoned: true, cost: 500 });

  it('needs no Tribute: Special Summoned with no other monster', () => {
    const d = duelOf({ me: { hand: ['Toon Mermaid'], spellTraps: [{ card: 'Toon World', faceUp: true }] } });
    expect(legal(d, 'specialSummon', idOf(d, 'Toon Mermaid')).length).toBeGreaterThan(0);
  });

  it('with less than 500 LP it cannot declare an attack', () => {
    const d = duelOf({ me: { lp: 499, monsters: [{ card: 'Toon Mermaid' }] } });
    expect(legal(toBattle(d), 'attack', idOf(d, 'Toon Mermaid'))).toEqual([]);
  });
});
