import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal } from './dsl';

/*
 * "You can Normal Summon it without Tributing" (Swift Gaia the Fierce Knight: self rule normalSummonWithoutTribute)
 * is a way to Summon the monster, not to Set it (rulebook v9.1 "Tribute Summon": a Set of a Level 5 or higher
 * monster needs its Tributes too; ygopro's EFFECT_SUMMON_PROC alone, without EFFECT_SET_PROC). A card whose rule
 * allows both (Big Piece Golem, Fusilier Dragon: summonWithoutTribute) is Set without Tributes as before.
 */

describe('a Normal Summon without Tributing that is not a Set', () => {
  it('offers the Summon with no Tribute and no such Set', () => {
    const d = duelOf({ me: { hand: ['Swift Gaia the Fierce Knight'] } });
    const gaia = idOf(d, 'Swift Gaia the Fierce Knight');
    expect(legal(d, 'normalSummon', gaia)).toHaveLength(1);
    expect(legal(d, 'setMonster', gaia)).toEqual([]);
    expect(whyIllegal(d, { type: 'setMonster', card: gaia, tributes: [] })).toBe('Swift Gaia the Fierce Knight needs 2 Tributes');
  });

  it('a rule that allows both still offers the Set without Tributes', () => {
    const d = duelOf({ me: { hand: ['Big Piece Golem'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const golem = idOf(d, 'Big Piece Golem');
    expect(legal(d, 'normalSummon', golem)).toHaveLength(1);
    expect(legal(d, 'setMonster', golem)).toEqual([{ type: 'setMonster', card: golem, tributes: [] }]);
  });
});
