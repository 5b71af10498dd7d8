import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Windstorm of Etaqua: "Change the battle positions of all face-up monsters your opponent controls."
describe('Windstorm of Etaqua', () => {
  it("every face-up monster of the opponent's changes position; a face-down one and yours do not", () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Windstorm of Etaqua', faceUp: false }], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', position: 'defense' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Windstorm of Etaqua') }));
    expect(opp(x).monsters.slice(0, 3).map((m) => [m?.position, m?.faceUp])).toEqual([['defense', true], ['attack', true], ['defense', false]]);
  });
  it('no face-up monster on their side: cannot be activated', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Windstorm of Etaqua', faceUp: false }] }, opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
