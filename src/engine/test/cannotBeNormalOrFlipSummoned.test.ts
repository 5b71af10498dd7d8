import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from './dsl';

/*
 * Rule code `cannotBeNormalOrFlipSummoned` (self; a printed condition with an answer): "This card cannot be
 * Normal Summoned or Flip Summoned unless you have an Archfiend Monster Card on your side of the field"
 * (Terrorking Archfiend; official/c35975813.lua: EFFECT_CANNOT_SUMMON and EFFECT_CANNOT_FLIP_SUMMON, so a Set
 * is allowed). While the answer holds, legal.ts `summonRefusal` and `flipSummonRefusal` refuse it (refusal
 * summonConditionUnmet), with the reason in words.
 */
describe('cannotBeNormalOrFlipSummoned', () => {
  it('while the answer holds, no Normal Summon (refused with a reason) but a Set', () => {
    const d = duelOf({ me: { hand: ['Terrorking Archfiend'] } });
    const card = idOf(d, 'Terrorking Archfiend');
    expect(legal(d, 'normalSummon', card)).toEqual([]);
    expect(() => play(d, { type: 'normalSummon', card, tributes: [] })).toThrow(/cannot be Summoned now/);
    const x = play(d, { type: 'setMonster', card, tributes: [] });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Terrorking Archfiend', faceUp: false });
  });

  it('no Flip Summon while it holds; once it does not, both are allowed', () => {
    const alone = duelOf({ me: { monsters: [{ card: 'Terrorking Archfiend', position: 'defense', faceUp: false }] } });
    expect(() => play(alone, { type: 'flipSummon', card: idOf(alone, 'Terrorking Archfiend') })).toThrow(/cannot be Summoned now/);
    const d = duelOf({ me: { hand: ['Terrorking Archfiend'], monsters: [{ card: 'Terrorking Archfiend', position: 'defense', faceUp: false }, { card: 'Summoned Skull' }] } });
    const [inHand, set] = [d.players[0].hand[0]!, d.players[0].monsters[0]!.card];
    expect(legal(d, 'normalSummon', inHand)).toHaveLength(1);
    expect(legal(d, 'flipSummon', set)).toHaveLength(1);
  });
});
