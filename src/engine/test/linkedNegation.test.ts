import { describe, expect, it } from 'vitest';
import { inflictsPiercingDamage } from '../continuous';
import { negatedByRule } from '../stats';
import { duelOf, idOf, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * A linked card negating its monster's effects (rule code `negatesEffects` asked with the card's `linkedTo`,
 * stats.ts `negates`): Fiendish Chain, "its effects are negated" while the card stays face-up and linked. The
 * negation ends with the link (the card leaves the field), and touches no other monster.
 */
describe('negatesEffects about the linked monster', () => {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Fiendish Chain', faceUp: false }] },
    opp: { monsters: [{ card: 'Airknight Parshath' }, { card: 'Spear Dragon' }], hand: ['Mystical Space Typhoon'] },
  });
  const parshath = idOf(d, 'Airknight Parshath', 1);
  const linked = passAll(play(d, { type: 'activate', card: idOf(d, 'Fiendish Chain') }, { type: 'select', ids: [parshath] }));

  it('the linked monster is negated, another is not', () => {
    expect(negatedByRule(d, parshath)).toBe(false);
    expect(negatedByRule(linked, parshath)).toBe(true);
    expect(inflictsPiercingDamage(linked, parshath)).toBe(false);
    expect(negatedByRule(linked, idOf(d, 'Spear Dragon', 1))).toBe(false);
    expect(inflictsPiercingDamage(linked, idOf(d, 'Spear Dragon', 1))).toBe(true);
  });

  it('once the linked card leaves the field, the monster\'s effects apply again', () => {
    const x = endTurn(linked);
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Fiendish Chain')] }));
    expect(negatedByRule(y, parshath)).toBe(false);
    expect(inflictsPiercingDamage(y, parshath)).toBe(true);
  });
});
