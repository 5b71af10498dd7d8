import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Spear Dragon: "During battle between this attacking card and a Defense Position monster whose DEF is lower
// than the ATK of this card, inflict the difference as Battle Damage to your opponent. If this card attacks, it
// is changed to Defense Position at the end of the Damage Step."
describe('Spear Dragon', () => {
  const attack = (target: { card: string; position: 'attack' | 'defense' } | null) => {
    const d = duelOf({ me: { monsters: [{ card: 'Spear Dragon' }] }, opp: { monsters: target ? [target] : [] } });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Spear Dragon'), target: target ? idOf(d, target.card, 1) : 'direct' }));
  };

  it('attacking a Defense Position monster with lower DEF: piercing battle damage, then it turns to Defense Position', () => {
    const x = attack({ card: 'Celtic Guardian', position: 'defense' });
    expect(opp(x).lp).toBe(8000 - 700);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Spear Dragon', position: 'defense', faceUp: true });
  });

  it('after a direct attack, it is in Defense Position back in the Battle Step', () => {
    const x = attack(null);
    expect(opp(x).lp).toBe(8000 - 1900);
    expect(me(x).monsters[0]).toMatchObject({ position: 'defense' });
  });

  it('not attacking, it stays in Attack Position: attacked, it is not changed', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Spear Dragon' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Kuriboh', 1), target: idOf(d, 'Spear Dragon') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Spear Dragon', position: 'attack' });
  });
});
