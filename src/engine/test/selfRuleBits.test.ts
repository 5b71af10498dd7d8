import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { declaresOwnRule } from '../registry';
import { SELF_RULES, type SelfRuleCode } from '../ruleCodes';
import { duelOf, idOf } from './dsl';

/** The codes a card's effects declare (its own effects and its era variants' are the same list in the pool's default era). */
const declared = (c: CardDefinition): ReadonlySet<string> => new Set((c.effects ?? []).flatMap((e) => (e.rules ?? []).map((r) => r.code)));

/**
 * The registry keeps the self rule codes a card declares as bits of its facts, 32 codes to a 32-bit
 * word (registry.ts `hasSelfRule`): past the 32nd code they go in a second word. Each code, in either
 * word, is read back from a card that declares it and from no card that does not.
 */
describe('self rule codes as bits of the card facts', () => {
  it('more self codes than one word holds exist, so the second word is exercised', () => {
    expect(SELF_RULES.length).toBeGreaterThan(32);
  });

  it.each(SELF_RULES.map((code) => [code]))('%s: read back from a card that declares it, not from one that does not', (code: SelfRuleCode) => {
    const holder = CARD_POOL.find((c) => declared(c).has(code));
    if (!holder) return; // A code no card of the pool declares yet (a scenario test of the engine covers it).
    const other = CARD_POOL.find((c) => c.frame === 'normal')!;
    const d = duelOf({ me: { hand: [holder.name, other.name] } });
    expect(declaresOwnRule(d, idOf(d, holder.name), code)).toBe(true);
    expect(declaresOwnRule(d, idOf(d, other.name), code)).toBe(false);
    // The card declares none of the other codes but its own.
    for (const otherCode of SELF_RULES) if (!declared(holder).has(otherCode)) expect(declaresOwnRule(d, idOf(d, holder.name), otherCode), otherCode).toBe(false);
  });
});
