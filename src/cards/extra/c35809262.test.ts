import { describe, expect, it } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

const battle = (d: ReturnType<typeof duelOf>) => passWindows(play(d, { type: 'nextPhase', to: 'battle' }));

describe('Elemental HERO Flame Wingman', () => {
  fusionSummonSpec('Elemental HERO Flame Wingman', ['Elemental HERO Avian', 'Elemental HERO Burstinatrix'], { atk: 2100, def: 1200 });

  it('destroys an Attack Position monster by battle: battle damage, then effect damage equal to that monster\'s ATK', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Elemental HERO Flame Wingman' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Elemental HERO Flame Wingman'), target: idOf(d, 'Feral Imp', 1) });
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).lp).toBe(8000 - 800 - 1300);
  });

  it('a Defense Position monster: no battle damage, the effect damage is still its ATK', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Elemental HERO Flame Wingman' }] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Elemental HERO Flame Wingman'), target: idOf(d, 'Mystical Elf', 1) });
    expect(opp(x).lp).toBe(8000 - 800);
  });

  it('destroyed itself, or not destroying the monster: no effect damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Elemental HERO Flame Wingman' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Elemental HERO Flame Wingman'), target: idOf(d, 'Summoned Skull', 1) });
    expect(me(x).graveyard).toEqual(['Elemental HERO Flame Wingman']);
    expect([me(x).lp, opp(x).lp]).toEqual([8000 - 400, 8000]);
    const wall = duelOf({ me: { monsters: [{ card: 'Elemental HERO Flame Wingman' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    const y = play(battle(wall), { type: 'attack', card: idOf(wall, 'Elemental HERO Flame Wingman'), target: idOf(wall, 'Big Shield Gardna', 1) });
    expect(opp(y).graveyard).toEqual([]);
    expect(opp(y).lp).toBe(8000);
  });

  it('must be Fusion Summoned: Monster Reborn cannot bring it back unless it was Fusion Summoned first', () => {
    const never = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Elemental HERO Flame Wingman', properlySummoned: false }] } });
    expect(legal(never, 'activate')).toEqual([]);
    const fused = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Elemental HERO Flame Wingman', properlySummoned: true }] } });
    expect(legal(fused, 'activate')).toHaveLength(1);
  });
});
