import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Pitch-Black Warwolf: "Your opponent cannot activate Trap Cards during the Battle Phase."
describe('Pitch-Black Warwolf', () => {
  it('the opponent cannot activate a Trap Card in the Battle Phase, but can in the Main Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Pitch-Black Warwolf' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Jar of Greed', faceUp: false }] } });
    const attack = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Pitch-Black Warwolf'), target: 'direct' });
    expect(legal(attack, 'activate')).toHaveLength(0);
    expect(opp(passAll(attack)).lp).toBe(8000 - 1600);
    const main = play(d, { type: 'nextPhase', to: 'battle' });
    expect(main.flow.window).toMatchObject({ player: 1 });
    expect(legal(main, 'activate', idOf(d, 'Jar of Greed', 1))).toHaveLength(1);
  });
  it('face-down, it bars nothing', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Pitch-Black Warwolf', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const attack = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: 'direct' });
    expect(legal(attack, 'activate', idOf(d, 'Mirror Force', 1))).toHaveLength(1);
  });
});
