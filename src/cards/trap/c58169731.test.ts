import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Wall of Disruption: "When an opponent's monster declares an attack: All Attack Position monsters your opponent controls lose 800 ATK for each monster they control."
describe('Wall of Disruption', () => {
  it("the opponent's Attack Position monsters lose 800 ATK per monster they control (Defense Position ones keep theirs), still lower after the End Phase", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Wall of Disruption', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }, { card: 'Feral Imp', position: 'defense' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Wall of Disruption') }));
    // 3 monsters: 2400 each. Celtic Guardian (1400) goes to 0.
    expect(opp(x).monsters.map((m) => m?.atk)).toEqual([100, 0, 1300, undefined, undefined]);
    x = passAll(play(passWindows(x), { type: 'nextPhase', to: 'end' }));
    expect(opp(x).monsters[0]?.atk).toBe(100);
  });
});
