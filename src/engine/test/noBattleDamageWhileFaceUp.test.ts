import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "No battle damage" as a face-up card's continuous effect (rule code `noBattleDamage` asked of the field;
 * Dark Flare Knight: "Any damage to this card's controller caused as a result of battle involving this monster
 * becomes 0"): asked of the board at damage calculation, so it holds only while the card is face-up with its
 * effects applying (a recorded `noBattleDamage`, Waboku's, lasts the turn whatever happens to its source).
 */
const attackOnKnight = (oppSpellTraps: { card: string; faceUp?: boolean }[] = []) => {
  const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Dark Flare Knight' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }], spellTraps: oppSpellTraps } });
  return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Dark Flare Knight') }));
};

describe('No battle damage while a card is face-up', () => {
  it('its controller takes no battle damage from a battle of the card', () => {
    const x = attackOnKnight();
    expect(me(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'battleDamage')).toBe(false);
  });

  it('with its effects negated (Skill Drain), the battle damage is taken', () => {
    const x = attackOnKnight([{ card: 'Skill Drain', faceUp: true }]);
    expect(me(x).lp).toBe(8000 - 800);
  });
});
