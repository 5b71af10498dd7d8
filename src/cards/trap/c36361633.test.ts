import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, play } from '../../engine/test/dsl';

describe('Threatening Roar', () => {
  it("stops the opponent declaring attacks for the rest of the turn, and only this turn", () => {
    const d = duelOf({ turnPlayer: 1, opp: { monsters: [{ card: 'Summoned Skull' }] }, me: { spellTraps: [{ card: 'Threatening Roar', faceUp: false }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    x = play(x, { type: 'activate', card: idOf(d, 'Threatening Roar') });
    expect(legal(x, 'attack')).toEqual([]);
    const next = play(x, { type: 'nextPhase', to: 'end' }, { type: 'nextPhase', to: 'end' });
    expect(next.rules).toEqual([]);
  });
});
