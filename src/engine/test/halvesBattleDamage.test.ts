import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Rule code `halvesBattleDamage` (self, while face-up): "The Battle Damage this card inflicts to your opponent's Life
 * Points is halved" (Susa Soldier). Asked of the monster whose controller takes no damage in that battle (the attacker,
 * or an attacked monster with more ATK); the damage its controller takes is not halved; a negated card halves nothing.
 */
describe('the battle damage a monster inflicts is halved by its own rule', () => {
  it('halved whether it attacks or is attacked; not the damage its own controller takes', () => {
    const a = duelOf({ me: { monsters: [{ card: 'Susa Soldier' }] } });
    expect(opp(passAll(play(toBattle(a), { type: 'attack', card: idOf(a, 'Susa Soldier'), target: 'direct' }))).lp).toBe(7000);
    const b = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Susa Soldier' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    expect(opp(passAll(play(toBattle(b), { type: 'attack', card: idOf(b, 'Feral Imp', 1), target: idOf(b, 'Susa Soldier') }))).lp).toBe(8000 - 350);
    const c = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Susa Soldier' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(me(passAll(play(toBattle(c), { type: 'attack', card: idOf(c, 'Summoned Skull', 1), target: idOf(c, 'Susa Soldier') }))).lp).toBe(8000 - 500);
  });

  it('with its effects negated (Skill Drain) the damage is whole', () => {
    const d = duelOf({ me: { lp: 8000, spellTraps: [{ card: 'Skill Drain', faceUp: false }], monsters: [{ card: 'Susa Soldier' }] } });
    const drained = passAll(play(d, { type: 'activate', card: idOf(d, 'Skill Drain') }));
    expect(opp(passAll(play(toBattle(drained), { type: 'attack', card: idOf(d, 'Susa Soldier'), target: 'direct' }))).lp).toBe(6000);
  });
});
