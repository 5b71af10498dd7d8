import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "Negate any Trap effects that target this card on the field, and if you do, destroy that Trap Card"
 * (Fiend Skull Dragon; rule code `negatesTrapEffectTargetingIt`, read by chain.ts negateTargetingGuard as the
 * Trap effect is activated, as Ryu Senshi's `negatesSpellEffectTargetingIt` is for Spells): the Trap was
 * activated, its effect is negated and it is destroyed; a Trap targeting another card is not touched.
 */
describe('A Trap effect targeting the card negated, the Trap destroyed', () => {
  const attackInto = (attacker: string, faceUp = true) => {
    const d = duelOf({ me: { monsters: [{ card: attacker, faceUp, position: 'attack' }] }, opp: { spellTraps: [{ card: 'Sakuretsu Armor', faceUp: false }] } });
    const x = play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: 'direct' });
    return { d, x: passAll(play(x, { type: 'activate', card: idOf(d, 'Sakuretsu Armor', 1) })) };
  };

  it('a face-up monster with the rule: the Trap targeting it is negated and destroyed, the monster stays', () => {
    const { d, x } = attackInto('Fiend Skull Dragon');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Fiend Skull Dragon' });
    expect(opp(x).graveyard).toEqual(['Sakuretsu Armor']);
    const trap = idOf(d, 'Sakuretsu Armor', 1);
    expect(x.events.some((e) => e.type === 'effectNegated' && e.card === trap)).toBe(true);
    expect(x.events.some((e) => e.type === 'destroyed' && e.card === trap)).toBe(true);
    // The attack goes on: the direct attack's damage.
    expect(opp(x).lp).toBe(8000 - 2000);
  });

  it('a monster without it is destroyed by the Trap', () => {
    const { x } = attackInto('Gemini Elf');
    expect(me(x).graveyard).toEqual(['Gemini Elf']);
  });
});
