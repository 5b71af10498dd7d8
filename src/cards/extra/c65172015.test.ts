import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * AtoZ Dragon Buster Cannon (texts-2016): ""ABC-Dragon Buster" + "XYZ-Dragon Cannon" / Must be Special Summoned
 * (from your Extra Deck) by banishing cards you control whose original names are the above cards, and cannot be
 * Special Summoned by other ways. (You do not use "Polymerization".) During either player's turn, when your opponent
 * activates a Spell/Trap Card, or monster effect: You can discard 1 card; negate the activation, and if you do,
 * destroy that card. During either player's turn: You can banish this card, then target 1 "ABC-Dragon Buster" and
 * "XYZ-Dragon Cannon" among your banished cards; Special Summon them."
 */
const ATOZ = 'AtoZ Dragon Buster Cannon';

describe('AtoZ Dragon Buster Cannon', () => {
  it('is Special Summoned from the Extra Deck by banishing ABC-Dragon Buster and XYZ-Dragon Cannon from your field', () => {
    const d = duelOf({ me: { monsters: [{ card: 'ABC-Dragon Buster' }, { card: 'XYZ-Dragon Cannon' }], extra: [ATOZ] } });
    const summon = legal(d, 'specialSummon').filter((a) => a.card === idOf(d, ATOZ));
    expect(summon.map((a) => a.position)).toEqual(['attack', 'defense']);
    const x = passAll(play(d, summon[0]!));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([ATOZ]);
    expect(me(x).banished.sort()).toEqual(['ABC-Dragon Buster', 'XYZ-Dragon Cannon']);
    // Not from the Graveyard.
    const grave = duelOf({ me: { graveyard: ['ABC-Dragon Buster', 'XYZ-Dragon Cannon'], extra: [ATOZ] } });
    expect(legal(grave, 'specialSummon')).toEqual([]);
  });

  it('cannot be Special Summoned in any other way (Monster Reborn)', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [ATOZ] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it("when the opponent activates a Spell Card: discard 1 card; negate the activation and destroy it", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: ATOZ }], hand: ['Kuriboh'] }, opp: { hand: ['Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect(legal(x, 'activate', idOf(d, ATOZ)).map((a) => a.effect)).toContain(1);
    x = play(x, { type: 'activate', card: idOf(d, ATOZ), effect: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: ATOZ });
    expect(me(x).graveyard).toEqual(['Kuriboh']);
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
  });

  it("a monster effect of the opponent's is negated too; your own activations are not answered", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: ATOZ }], hand: ['Kuriboh'] }, opp: { monsters: [{ card: 'Exiled Force' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, ATOZ)] });
    x = play(x, { type: 'activate', card: idOf(d, ATOZ), effect: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: ATOZ });
    expect(me(x).graveyard).toEqual(['Kuriboh']);
    expect(opp(x).graveyard).toEqual(['Exiled Force']);
    const mine = duelOf({ me: { monsters: [{ card: ATOZ }], hand: ['Kuriboh', 'Dark Hole'] } });
    const y = play(mine, { type: 'activate', card: idOf(mine, 'Dark Hole') });
    expect(legal(y, 'activate', idOf(mine, ATOZ))).toEqual([]);
  });

  it('banish it, then target your banished ABC-Dragon Buster and XYZ-Dragon Cannon: Special Summon them', () => {
    const d = duelOf({ me: { monsters: [{ card: ATOZ }], banished: ['ABC-Dragon Buster', 'XYZ-Dragon Cannon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, ATOZ), effect: 2 });
    x = play(x, { type: 'select', ids: [idOf(d, 'ABC-Dragon Buster')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'XYZ-Dragon Cannon')] }));
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['ABC-Dragon Buster', 'XYZ-Dragon Cannon']);
    expect(me(x).banished).toEqual([ATOZ]);
    // Both are needed.
    const one = duelOf({ me: { monsters: [{ card: ATOZ }], banished: ['ABC-Dragon Buster'] } });
    expect(legal(one, 'activate', idOf(one, ATOZ))).toEqual([]);
  });

  it('is a Level 10 LIGHT Machine Fusion Monster with 4000 ATK / 4000 DEF', () => {
    expect(cardByName(ATOZ)).toMatchObject({ level: 10, attribute: 'LIGHT', monsterType: 'Machine', frame: 'fusion', atk: 4000, def: 4000 });
  });
});
