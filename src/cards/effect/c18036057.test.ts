import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Airknight Parshath: "If this card attacks a Defense Position monster, inflict piercing battle damage to
// your opponent. When this card inflicts battle damage to your opponent: Draw 1 card."
describe('Airknight Parshath', () => {
  const deck = ['Celtic Guardian', 'Dark Hole'];
  const attack = (opponent: { card: string; position?: 'attack' | 'defense' } | null) => {
    const d = duelOf({ me: { monsters: [{ card: 'Airknight Parshath' }], deck }, opp: { monsters: opponent ? [opponent] : [] } });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Airknight Parshath'), target: opponent ? idOf(d, opponent.card, 1) : 'direct' }));
  };

  it('attacking a Defense Position monster: piercing battle damage, then it draws 1 card', () => {
    const x = attack({ card: 'Celtic Guardian', position: 'defense' });
    expect(opp(x).lp).toBe(8000 - 700);
    expect(me(x).hand).toHaveLength(1);
    expect(me(x).deck).toBe(1);
  });

  it('a direct attack, or beating an Attack Position monster: battle damage, and it draws 1 card', () => {
    const direct = attack(null);
    expect(opp(direct).lp).toBe(8000 - 1900);
    expect(me(direct).hand).toHaveLength(1);
    const beaten = attack({ card: 'Celtic Guardian', position: 'attack' });
    expect(opp(beaten).lp).toBe(8000 - 500);
    expect(me(beaten).hand).toHaveLength(1);
  });

  it('no battle damage to the opponent (a higher DEF, or it loses): no draw', () => {
    const wall = attack({ card: 'Giant Soldier of Stone', position: 'defense' });
    expect(me(wall).lp).toBe(8000 - 100);
    expect(me(wall).hand).toEqual([]);
    const lost = attack({ card: 'Summoned Skull', position: 'attack' });
    expect(me(lost).hand).toEqual([]);
  });

  it('attacked by a weaker monster, it inflicts the battle damage: it draws 1 card', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Airknight Parshath' }], deck }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Airknight Parshath') }));
    expect(opp(x).lp).toBe(8000 - 500);
    expect(me(x).hand).toHaveLength(1);
  });
});
