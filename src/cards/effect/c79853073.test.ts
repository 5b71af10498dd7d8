import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Kinetic Soldier: "During damage calculation, if this card battles a Warrior-Type monster: This card gains 2000 ATK and DEF during damage calculation only."
describe('Kinetic Soldier', () => {
  it('attacking a Warrior: 3350 ATK in damage calculation', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Kinetic Soldier' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(me(d).monsters[0]?.atk).toBe(1350);
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Kinetic Soldier'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000 - (3350 - 1400));
    // Only during damage calculation: back to 1350 after.
    expect(me(x).monsters[0]).toMatchObject({ name: 'Kinetic Soldier', atk: 1350, def: 1800 });
  });

  it('attacked by a Warrior in Defense Position: 3800 DEF in damage calculation', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Kinetic Soldier', position: 'defense' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Kinetic Soldier') }));
    expect(me(x).graveyard).toEqual([]);
    expect(opp(x).lp).toBe(8000 - (3800 - 1400));
  });

  it('against a monster that is not a Warrior: no change', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Kinetic Soldier' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Kinetic Soldier'), target: idOf(d, 'Feral Imp', 1) }));
    expect(opp(x).lp).toBe(8000 - 50);
  });

  it("not outside damage calculation: a Warrior's attack declaration shows Kinetic Soldier at 1350", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Kinetic Soldier' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Kinetic Soldier') });
    expect(x.flow.window).toMatchObject({ player: 0 });
    expect(me(x).monsters[0]?.atk).toBe(1350);
  });
});
