import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, play } from './dsl';
import { endTurn } from './turns';

/*
 * Rule code `additionalSummonOfLevel` (recorded, its key the lowest Level; ygopro's EFFECT_EXTRA_SUMMON_COUNT with a
 * Level filter): "you can Tribute Summon 1 Level 7 or higher monster in face-up Attack Position during your Main Phase
 * this turn, in addition to your Normal Summon/Set" (Performapal Hip Hippo). Once the turn's Normal Summon is used, one
 * more Normal Summon (not a Set) of a monster of that Level or higher; using it records `additionalSummonOfLevelUsed`.
 */
const HIPPO = 'Performapal Hip Hippo';

describe('additionalSummonOfLevel', () => {
  const d = duelOf({ me: { hand: [HIPPO, 'Dark Magician', 'Summoned Skull', 'Celtic Guardian'], monsters: [{ card: 'Mystical Elf' }] } });
  const hippo = idOf(d, HIPPO);
  const summoned = play(d, { type: 'normalSummon', card: hippo, tributes: [] });

  it('after the Normal Summon, only a Summon (not a Set) of a Level 7 or higher monster is offered', () => {
    expect(summoned.rules).toContainEqual(expect.objectContaining({ code: 'additionalSummonOfLevel', player: 0, key: '7' }));
    const offered = legal(summoned, 'normalSummon');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((a) => a.card === idOf(d, 'Dark Magician'))).toBe(true);
    expect(offered.every((a) => a.tributes.length === 2)).toBe(true);
    expect(legal(summoned, 'setMonster')).toEqual([]);
  });

  it('used, it is gone: no more Normal Summons this turn; the next turn, only the usual one', () => {
    const x = play(summoned, { type: 'normalSummon', card: idOf(d, 'Dark Magician'), tributes: [hippo, idOf(d, 'Mystical Elf')] });
    expect(x.players[0].monsters.some((s) => s?.card === idOf(d, 'Dark Magician') && s.faceUp && s.position === 'attack')).toBe(true);
    expect(x.rules).toContainEqual(expect.objectContaining({ code: 'additionalSummonOfLevelUsed', player: 0 }));
    expect(legal(x, 'normalSummon')).toEqual([]);
    const later = endTurn(endTurn(summoned));
    expect(later.rules.some((r) => r.code === 'additionalSummonOfLevel')).toBe(false);
  });

  it('without the rule, the Normal Summon used, nothing more is offered', () => {
    const plain = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(legal(plain, 'normalSummon')).toEqual([]);
  });
});
