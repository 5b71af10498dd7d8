import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Gyaku-Gire Panda: "Increase the ATK of this card by 500 points for each monster on your opponent's side of
// the field. When this card attacks with an ATK that is higher than the DEF of your opponent's Defense
// Position monster, inflict the difference as Battle Damage to your opponent's Life Points."
describe('Gyaku-Gire Panda', () => {
  it('gains 500 ATK for each monster the opponent controls (face-down ones too), and none with none', () => {
    const none = duelOf({ me: { monsters: [{ card: 'Gyaku-Gire Panda' }] } });
    expect(me(none).monsters[0]).toMatchObject({ atk: 800 });
    const two = duelOf({ me: { monsters: [{ card: 'Gyaku-Gire Panda' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    expect(me(two).monsters[0]).toMatchObject({ atk: 1800 });
  });

  it('its own monsters do not count', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gyaku-Gire Panda' }, { card: 'Celtic Guardian' }] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 800 });
  });

  it('attacking a Defense Position monster with lower DEF: the difference as piercing battle damage', () => {
    // Two opponent monsters: 1800 ATK against Celtic Guardian's 1200 DEF.
    const d = duelOf({ me: { monsters: [{ card: 'Gyaku-Gire Panda' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }, { card: 'Kuriboh' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Gyaku-Gire Panda'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000 - 600);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    // One monster left: back to 1300 ATK.
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300 });
  });
});
