import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passWindows, play } from '../../engine/test/dsl';
import { cardByName } from '..';

// Blue-Eyes White Dragon 3000 ATK and Summoned Skull 2500 ATK both beat Gogogo Golem's 1500 DEF and 1800 ATK.
const attack = (d: ReturnType<typeof duelOf>, attacker: string) =>
  passWindows(play(d, { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Gogogo Golem', 1) }));

describe('Gogogo Golem', () => {
  it('in face-up Defense Position, the first battle each turn that would destroy it does not; the second does', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Gogogo Golem', position: 'defense' }] },
    });
    const first = attack(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), 'Blue-Eyes White Dragon');
    expect(opp(first).monsters[0]).toMatchObject({ name: 'Gogogo Golem', position: 'defense', faceUp: true });
    expect(opp(first).graveyard).toEqual([]);
    const second = attack(first, 'Summoned Skull');
    expect(opp(second).monsters.filter(Boolean)).toEqual([]);
    expect(opp(second).graveyard).toEqual(['Gogogo Golem']);
  });

  it('in Attack Position it is destroyed by battle like any monster', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Gogogo Golem' }] } });
    const x = attack(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), 'Blue-Eyes White Dragon');
    expect(opp(x).graveyard).toEqual(['Gogogo Golem']);
  });

  it('is a Level 4 EARTH Rock with 1800 ATK / 1500 DEF', () => {
    expect(cardByName('Gogogo Golem')).toMatchObject({ level: 4, attribute: 'EARTH', monsterType: 'Rock', atk: 1800, def: 1500 });
  });
});
