import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * An attack made a direct attack (effects/context.ts `makeAttackDirect`; Toon Defense: "you can make the
 * attack a direct attack to your Life Points"): the declared attack goes on with no target, so the monster
 * it was declared on is not battled, and it is not a replay (the attacker does not choose again).
 */
describe('An attack made a direct attack', () => {
  it('the attacker deals its ATK to the defending player; the monster it was declared on stays', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [{ card: 'Toon Defense', faceUp: true }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Toon Cannon Soldier') });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(x.events.some((e) => e.type === 'replay')).toBe(false);
    expect(x.events).toContainEqual({ type: 'battleDamage', player: 0, amount: 2500 });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Toon Cannon Soldier' });
  });
});
