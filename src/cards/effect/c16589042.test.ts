import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Swift Gaia the Fierce Knight (texts-2016): "If this is the only card in your hand, you can Normal Summon it
 * without Tributing." A Normal Summon, not a Set: with no Tribute it cannot be Set (ygopro's EFFECT_SUMMON_PROC
 * without a matching EFFECT_SET_PROC); with 2 Tributes it is Summoned or Set as any Level 7 monster.
 */

const GAIA = 'Swift Gaia the Fierce Knight';

describe('Swift Gaia the Fierce Knight', () => {
  it('the only card in your hand: Normal Summoned without Tributing, in Attack Position', () => {
    const d = duelOf({ me: { hand: [GAIA] } });
    expect(legal(d, 'normalSummon', idOf(d, GAIA))).toEqual([{ type: 'normalSummon', card: idOf(d, GAIA), tributes: [] }]);
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, GAIA), tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ name: GAIA, position: 'attack', faceUp: true, atk: 2300 });
  });

  it('cannot be Set without Tributing', () => {
    const d = duelOf({ me: { hand: [GAIA] } });
    expect(legal(d, 'setMonster', idOf(d, GAIA))).toEqual([]);
    expect(whyIllegal(d, { type: 'setMonster', card: idOf(d, GAIA), tributes: [] })).not.toBeNull();
  });

  it('with another card in your hand: 2 Tributes, as any Level 7 monster', () => {
    const d = duelOf({ me: { hand: [GAIA, 'Pot of Greed'], monsters: [{ card: 'Feral Imp' }, { card: 'Uraby' }] } });
    const gaia = idOf(d, GAIA);
    expect(legal(d, 'normalSummon', gaia).map((a) => a.tributes.length)).toEqual([2]);
    expect(legal(d, 'setMonster', gaia).map((a) => a.tributes.length)).toEqual([2]);
  });

  it('the only card in your hand with 2 monsters to Tribute: Summoned with or without them, Set only with them', () => {
    const d = duelOf({ me: { hand: [GAIA], monsters: [{ card: 'Feral Imp' }, { card: 'Uraby' }] } });
    const gaia = idOf(d, GAIA);
    expect(legal(d, 'normalSummon', gaia).map((a) => a.tributes.length).sort()).toEqual([0, 2]);
    expect(legal(d, 'setMonster', gaia).map((a) => a.tributes.length)).toEqual([2]);
  });
});
