import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Reinforcements', () => {
  it('a targeted face-up monster gains 500 ATK until the end of this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1900, def: 1200 });
    const later = play(x, { type: 'nextPhase', to: 'end' });
    expect(me(later).monsters[0]).toMatchObject({ atk: 1400 });
  });
});
