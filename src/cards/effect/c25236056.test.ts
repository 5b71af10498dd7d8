import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Rare Metal Dragon (texts-2016): "This card cannot be Normal Summoned or Set." It has no procedure of its own,
 * so it is not "properly Summoned first": a card effect may Special Summon it from the hand, Deck or Graveyard
 * (ygopro: EFFECT_CANNOT_SUMMON and EFFECT_CANNOT_MSET, no revive limit).
 */

const DRAGON = 'Rare Metal Dragon';

describe('Rare Metal Dragon', () => {
  it('cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: [DRAGON] } });
    const dragon = idOf(d, DRAGON);
    expect(legal(d, 'normalSummon', dragon)).toEqual([]);
    expect(legal(d, 'setMonster', dragon)).toEqual([]);
    expect(legal(d, 'specialSummon', dragon)).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: dragon, tributes: [] })).toBe('Rare Metal Dragon cannot be Normal Summoned or Set: only a card effect can Special Summon it');
  });

  it('a card effect may Special Summon it from the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [DRAGON] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, DRAGON)] }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: DRAGON, atk: 2400 });
  });
});
