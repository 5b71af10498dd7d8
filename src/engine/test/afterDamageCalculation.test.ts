import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';
import type { Duel } from '..';

/*
 * "After damage calculation" as a timing of its own (rulebook v9.1 "Damage Step": the Damage Step's sub-steps,
 * damage calculation, then the monsters destroyed by battle leave; "Monster Battle Rules": a monster has
 * "battled" once damage calculation is reached). Trigger effects "after damage calculation" (event
 * `damageCalculated`) go off once battle damage has been dealt, while the monsters the battle destroys are
 * still on the field; once their Chain is over, those still there are destroyed. The other events of the
 * battle (a flipped monster's Flip effect, rulebook "Activation of a Flip Effect") still set their effects
 * off at the end of the Damage Step, after the destroyed monsters have left. Witness: D.D. Warrior Lady.
 */
const attack = (target: { card: string; position?: 'attack' | 'defense'; faceUp?: boolean }): Duel => {
  const d = duelOf({ me: { monsters: [{ card: 'D.D. Warrior Lady' }] }, opp: { monsters: [target] } });
  return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'D.D. Warrior Lady'), target: idOf(d, target.card, 1) }));
};

describe('After damage calculation', () => {
  it('its Triggers go off after battle damage, with the monsters the battle destroys still on the field', () => {
    const x = attack({ card: 'Summoned Skull' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(me(x).lp).toBe(7000);
    expect(me(x).monsters[0]).toMatchObject({ name: 'D.D. Warrior Lady' });
    expect(x.events.map((e) => e.type)).toEqual(expect.arrayContaining(['battleDamage', 'damageCalculated']));
    expect(x.events.some((e) => e.type === 'destroyedByBattle' || e.type === 'battleEnded')).toBe(false);
  });

  it('once their Chain is over, a destroyed monster still on the field goes to the Graveyard; one that left does not', () => {
    const declined = passAll(play(attack({ card: 'Summoned Skull' }), { type: 'select', option: 'no' }));
    expect(me(declined).graveyard).toEqual(['D.D. Warrior Lady']);
    expect(declined.events.some((e) => e.type === 'destroyedByBattle')).toBe(true);
    const banished = passAll(play(attack({ card: 'Summoned Skull' }), { type: 'select', option: 'yes' }));
    expect(me(banished).graveyard).toEqual([]);
    expect(banished.events.some((e) => e.type === 'destroyedByBattle')).toBe(false);
    expect(banished.events.some((e) => e.type === 'battleEnded')).toBe(true);
  });

  it('a Flip effect of the flipped target waits for the end of the Damage Step, after the destroyed monsters leave', () => {
    // Man-Eater Bug (DEF 600) is destroyed by 1500 ATK; with the Trigger declined it goes to the Graveyard,
    // then its Flip effect (destroy 1 monster) activates there and destroys D.D. Warrior Lady.
    const x = attack({ card: 'Man-Eater Bug', position: 'defense', faceUp: false });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Man-Eater Bug', faceUp: true });
    let y = play(x, { type: 'select', option: 'no' });
    expect(opp(y).graveyard).toEqual(['Man-Eater Bug']);
    y = passAll(y);
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [idOf(y, 'D.D. Warrior Lady')] }));
    expect(me(y).graveyard).toEqual(['D.D. Warrior Lady']);
  });

  it('a battle that never reaches damage calculation sets nothing off', () => {
    // Mystic Swordsman LV2 destroys the face-down D.D. Warrior Lady at the start of the Damage Step.
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'D.D. Warrior Lady', position: 'defense', faceUp: false }] }, opp: { monsters: [{ card: 'Mystic Swordsman LV2' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Mystic Swordsman LV2', 1), target: idOf(d, 'D.D. Warrior Lady') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['D.D. Warrior Lady']);
    expect(x.events.some((e) => e.type === 'damageCalculated')).toBe(false);
  });
});
