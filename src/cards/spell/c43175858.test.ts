import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Toon Kingdom (texts-2016): "When this card is activated: Banish 3 cards from the top of your Deck, face-down. This
 * card's name becomes "Toon World" while in the Field Zone. Your opponent cannot target Toon monsters you control with
 * card effects. If a Toon monster(s) you control would be destroyed by battle or card effect, you can banish 1 card
 * from the top of your Deck, face-down, for each of those monster(s) instead."
 */
const KINGDOM = 'Toon Kingdom';
const ELF = 'Toon Gemini Elf';
const SORCERER = 'Toon Masked Sorcerer';
const KINGDOM_UP = { card: KINGDOM, faceUp: true };

describe('Toon Kingdom', () => {
  it('as it is activated, the top 3 cards of the Deck are banished face-down (hidden from the opponent)', () => {
    const d = duelOf({ me: { hand: [KINGDOM], deck: ['Dark Magician', 'Kuriboh', 'Feral Imp', 'Celtic Guardian'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, KINGDOM) }));
    expect(me(x).field).toMatchObject({ name: KINGDOM, faceUp: true });
    expect(me(x).deck).toBe(1);
    expect(x.players[0].banished).toEqual([idOf(d, 'Dark Magician'), idOf(d, 'Kuriboh'), idOf(d, 'Feral Imp')]);
    expect(JSON.stringify(viewFor(x, 1).players[0].banished)).not.toContain('Dark Magician');
  });

  it('cannot be activated with fewer than 3 cards in the Deck', () => {
    const d = duelOf({ me: { hand: [KINGDOM], deck: ['Kuriboh', 'Feral Imp'] } });
    expect(legal(d, 'activate', idOf(d, KINGDOM))).toEqual([]);
  });

  it('its name is "Toon World" in the Field Zone: a Toon may be Special Summoned by its procedure, and Toons attack directly', () => {
    const d = duelOf({ me: { hand: ['Toon Mermaid'], field: KINGDOM_UP, monsters: [{ card: SORCERER }] } });
    expect(legal(d, 'specialSummon', idOf(d, 'Toon Mermaid')).length).toBeGreaterThan(0);
    const without = duelOf({ me: { hand: ['Toon Mermaid'], monsters: [{ card: SORCERER }] } });
    expect(legal(without, 'specialSummon', idOf(without, 'Toon Mermaid'))).toEqual([]);
    // Set face-down, it is not "Toon World".
    const setDown = duelOf({ me: { hand: ['Toon Mermaid'], field: { card: KINGDOM, faceUp: false }, monsters: [{ card: SORCERER }] } });
    expect(legal(setDown, 'specialSummon', idOf(setDown, 'Toon Mermaid'))).toEqual([]);
    const battle = toBattle(d);
    expect(legal(battle, 'attack', idOf(d, SORCERER)).map((a) => a.target)).toContain('direct');
  });

  it('destroyed, it takes the Toons with it as "Toon World" would', () => {
    const d = duelOf({ turnPlayer: 1, me: { field: KINGDOM_UP, monsters: [{ card: SORCERER }] }, opp: { hand: ['Mystical Space Typhoon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, KINGDOM)] }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining([KINGDOM, SORCERER]));
  });

  it('the opponent cannot target the Toons you control; your own effects can, and it does not guard other monsters', () => {
    const d = duelOf({ turnPlayer: 1, me: { field: KINGDOM_UP, monsters: [{ card: SORCERER }, { card: 'Celtic Guardian' }] }, opp: { hand: ['Change of Heart'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
    const mine = duelOf({ me: { hand: ['Change of Heart'], field: KINGDOM_UP, monsters: [{ card: SORCERER }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const y = play(mine, { type: 'activate', card: idOf(mine, 'Change of Heart') });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(mine, 'Celtic Guardian', 1)] });
  });

  it('a Toon a card effect would destroy: its player may banish 1 card from the top of the Deck face-down for each instead', () => {
    const d = duelOf({ turnPlayer: 1, me: { field: KINGDOM_UP, monsters: [{ card: SORCERER }, { card: ELF }, { card: 'Celtic Guardian' }], deck: FILLER(5) }, opp: { hand: ['Raigeki'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['banish', 'destroy'] });
    x = passAll(play(x, { type: 'select', option: 'banish' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual([SORCERER, ELF].sort());
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).deck).toBe(3);
    expect(x.players[0].banished).toHaveLength(2);
  });

  it('declined, or with too few cards in the Deck, the Toons are destroyed', () => {
    const d = duelOf({ turnPlayer: 1, me: { field: KINGDOM_UP, monsters: [{ card: SORCERER }, { card: ELF }], deck: FILLER(5) }, opp: { hand: ['Raigeki'] } });
    const x = passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) })), { type: 'select', option: 'destroy' }));
    expect(me(x).graveyard.sort()).toEqual([SORCERER, ELF].sort());
    expect(me(x).deck).toBe(5);
    const short = duelOf({ turnPlayer: 1, me: { field: KINGDOM_UP, monsters: [{ card: SORCERER }, { card: ELF }], deck: FILLER(1) }, opp: { hand: ['Raigeki'] } });
    const y = passAll(play(short, { type: 'activate', card: idOf(short, 'Raigeki', 1) }));
    expect(y.flow.prompt).toBeNull();
    expect(me(y).graveyard).toHaveLength(2);
  });

  it('by battle too', () => {
    const d = duelOf({ turnPlayer: 1, me: { field: KINGDOM_UP, monsters: [{ card: SORCERER }], deck: FILLER(5) }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, SORCERER) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(play(x, { type: 'select', option: 'banish' }));
    expect(me(x).monsters[0]).toMatchObject({ name: SORCERER });
    expect(me(x).deck).toBe(4);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon' });
  });
});
