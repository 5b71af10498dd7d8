import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Necrovalley (texts-2016, the same as the GOAT-era text): "All "Gravekeeper's" monsters gain 500 ATK and
 * DEF. Cards in either player's Graveyard cannot be banished. Negate any card effect that would move a card
 * in the Graveyard, other than itself, to a different place." Rule codes cannotBanishFromGraveyard (both
 * players) and locksGraveyard (engine test test/locksGraveyard.test.ts).
 */
const NV = { card: 'Necrovalley', faceUp: true };
const withValley = (s: { hand?: string[]; graveyard?: string[]; monsters?: { card: string }[] } = {}, o: { graveyard?: string[]; monsters?: { card: string }[]; hand?: string[] } = {}): Duel =>
  duelOf({ me: { field: NV, hand: s.hand ?? [], graveyard: s.graveyard ?? [], monsters: s.monsters ?? [] }, opp: { graveyard: o.graveyard ?? [], monsters: o.monsters ?? [], hand: o.hand ?? [] } });

describe('Necrovalley', () => {
  it('activated from the hand into the Field Zone; "Gravekeeper\'s" monsters on both sides gain 500 ATK and DEF, others do not', () => {
    const d = duelOf({ me: { hand: ['Necrovalley'], monsters: [{ card: "Gravekeeper's Spy" }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: "Gravekeeper's Spy" }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Necrovalley') }));
    expect(me(x).field).toMatchObject({ name: 'Necrovalley', faceUp: true });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1700, def: 2500 });
    expect(me(x).monsters[1]).toMatchObject({ atk: 1400, def: 1200 });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1700, def: 2500 });
  });

  it('an effect that would move a card out of a Graveyard is negated: Monster Reborn resolves doing nothing', () => {
    const d = withValley({ hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Monster Reborn', 'Summoned Skull']);
  });

  it("cards in either Graveyard cannot be banished: not for a cost (Chaos Sorcerer), not by an effect's targets (Soul Release), for either player", () => {
    const chaos = withValley({ hand: ['Chaos Sorcerer'], graveyard: ['Mystical Elf', 'Dark Magician'] });
    expect(legal(chaos, 'specialSummon')).toEqual([]);
    const soul = withValley({ hand: ['Soul Release'], graveyard: ['Feral Imp'] }, { graveyard: ['Kuriboh'] });
    expect(legal(soul, 'activate', idOf(soul, 'Soul Release'))).toEqual([]);
    // The opponent too (Necrovalley is mine).
    const theirs = endTurn(withValley({ graveyard: ['Mystical Elf', 'Dark Magician'] }, { hand: ['Chaos Sorcerer'], graveyard: ['Mystical Elf', 'Dark Magician'] }));
    expect(legal(theirs, 'specialSummon')).toEqual([]);
  });

  it('the card whose effect moves itself is not stopped (Sinister Serpent returns to the hand)', () => {
    const DECK = Array.from({ length: 10 }, () => 'Feral Imp');
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { field: NV, graveyard: ['Sinister Serpent'], deck: DECK }, opp: { deck: DECK } });
    const x = endTurn(d);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    const y = play(x, { type: 'select', option: 'yes' });
    expect(me(y).hand).toContain('Sinister Serpent');
    expect(me(y).graveyard).toEqual([]);
  });

  it('effects that move cards elsewhere are not touched (Mystical Space Typhoon destroys a Set card), and once it leaves, Monster Reborn works', () => {
    const d = withValley({ hand: ['Mystical Space Typhoon', 'Monster Reborn'], graveyard: ['Summoned Skull'] });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Necrovalley')] }));
    expect(me(x).graveyard).toContain('Necrovalley');
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', option: 'attack' }));
    expect(me(y).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
  });
});
