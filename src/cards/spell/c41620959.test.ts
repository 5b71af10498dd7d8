import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, play } from '../../engine/test/dsl';

// Dragon Shrine: "Send 1 Dragon-Type monster from your Deck to the Graveyard, then if the monster you sent to the Graveyard was a
// Dragon-Type Normal Monster, you can send 1 more Dragon-Type monster from your Deck to the Graveyard. You can only activate 1 "Dragon Shrine" per turn."
describe('Dragon Shrine', () => {
  const deck = ['Blue-Eyes White Dragon', 'Masked Dragon', 'Celtic Guardian', 'Koumori Dragon'];

  it('a Dragon Normal Monster sent: you may send 1 more Dragon', () => {
    const d = duelOf({ me: { hand: ['Dragon Shrine'], deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dragon Shrine') });
    // Celtic Guardian is no Dragon.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Masked Dragon'), idOf(d, 'Koumori Dragon')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Masked Dragon')] });
    expect(me(x).graveyard.sort()).toEqual(['Blue-Eyes White Dragon', 'Dragon Shrine', 'Masked Dragon']);
    expect(me(x).deck).toBe(2);
  });

  it('an Effect Dragon sent: no second one is offered; declining the second keeps the Deck', () => {
    const d = duelOf({ me: { hand: ['Dragon Shrine'], deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dragon Shrine') }, { type: 'select', ids: [idOf(d, 'Masked Dragon')] });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(3);
    const e = duelOf({ me: { hand: ['Dragon Shrine'], deck } });
    x = play(e, { type: 'activate', card: idOf(e, 'Dragon Shrine') }, { type: 'select', ids: [idOf(e, 'Koumori Dragon')] }, { type: 'select', option: 'no' });
    expect(me(x).graveyard.sort()).toEqual(['Dragon Shrine', 'Koumori Dragon']);
  });

  it('only 1 per turn; needs a Dragon in the Deck', () => {
    const d = duelOf({ me: { hand: ['Dragon Shrine', 'Dragon Shrine'], deck } });
    const [first, second] = idsOf(d, 'Dragon Shrine');
    const x = play(d, { type: 'activate', card: first! }, { type: 'select', ids: [idOf(d, 'Masked Dragon')] });
    expect(legal(x, 'activate', second)).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Dragon Shrine'], deck: ['Celtic Guardian'] } }), 'activate')).toEqual([]);
  });
});
