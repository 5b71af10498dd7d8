import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Slate Warrior: "FLIP: This card gains 500 ATK and DEF. / If this card is destroyed by battle: The monster that destroyed it loses 500 ATK and DEF."
describe('Slate Warrior', () => {
  it('flipped: gains 500 ATK and DEF for as long as it stays face-up', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Slate Warrior', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Slate Warrior') }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 2400, def: 900 });
    expect(me(passAll(play(x, { type: 'nextPhase', to: 'end' }))).monsters[0]).toMatchObject({ atk: 2400, def: 900 });
  });
  it('destroyed by battle: the monster that destroyed it loses 500 ATK and DEF', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Slate Warrior' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Summoned Skull' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Slate Warrior') }));
    expect(me(x).graveyard).toEqual(['Slate Warrior']);
    expect(opp(x).monsters.slice(0, 2).map((m) => [m?.atk, m?.def])).toEqual([[2500, 2000], [2500, 1200]]);
  });
  it('a battle it survives, or both destroyed: no loss', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Slate Warrior' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Slate Warrior') }));
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1900 });
  });
});
