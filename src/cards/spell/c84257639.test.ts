import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Dian Keto the Cure Master', () => {
  it('gains its controller 1000 LP', () => {
    const d = duelOf({ me: { lp: 3000, hand: ['Dian Keto the Cure Master'] } });
    expect(me(play(d, { type: 'activate', card: idOf(d, 'Dian Keto the Cure Master') })).lp).toBe(4000);
  });
});
