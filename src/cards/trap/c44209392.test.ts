import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Castle Walls', () => {
  it('a targeted face-up monster gains 500 DEF until the end of this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mystical Elf', position: 'defense' }], spellTraps: [{ card: 'Castle Walls', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Castle Walls') }, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
    expect(me(x).monsters[0]).toMatchObject({ atk: 800, def: 2500 });
    expect(me(play(x, { type: 'nextPhase', to: 'end' })).monsters[0]).toMatchObject({ def: 2000 });
  });
  it('cannot be activated with no face-up monster on the field', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Castle Walls', faceUp: false }] } });
    expect(d.players[0].spellTraps[0]).toBeTruthy();
    expect(play(d, { type: 'nextPhase', to: 'end' }).flow.window).toBeNull();
  });
});
