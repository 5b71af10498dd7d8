import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

const battle = (d: ReturnType<typeof duelOf>) => passWindows(play(d, { type: 'nextPhase', to: 'battle' }));

describe('Ryu Kokki', () => {
  it('after battling a Warrior that survives the battle, destroys it at the end of the Damage Step', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Ryu Kokki' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    // Big Shield Gardna is a Warrior with 2600 DEF: it survives the 2400 ATK attack, then Ryu Kokki destroys it.
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Ryu Kokki'), target: idOf(d, 'Big Shield Gardna', 1) });
    expect(me(x).lp).toBe(8000 - 200);
    expect(opp(x).graveyard).toEqual(['Big Shield Gardna']);
  });

  it('destroyed by the Spellcaster that attacked it: its effect still destroys that Spellcaster', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Ryu Kokki' }] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Dark Magician', 1), target: idOf(d, 'Ryu Kokki') });
    expect(me(x).graveyard).toEqual(['Ryu Kokki']);
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
  });

  it('a monster of another Type is left alone', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Ryu Kokki' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Ryu Kokki') });
    expect(me(x).graveyard).toEqual(['Ryu Kokki']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon' });
  });
});
