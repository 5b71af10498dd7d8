import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import type { Duel } from '../../engine';
import { cardByName } from '..';

/*
 * ABC-Dragon Buster (texts-2016): ""A-Assault Core" + "B-Buster Drake" + "C-Crush Wyvern" / Must first be Special
 * Summoned (from your Extra Deck) by banishing the above cards you control or in your Graveyard. (You do not use
 * "Polymerization".) Once per turn, during either player's turn: You can discard 1 card, then target 1 card on the
 * field; banish it. During your opponent's turn: You can Tribute this card, then target 3 of your banished LIGHT
 * Machine-Type Union monsters with different names; Special Summon them (this is a Quick Effect)."
 */
const ABC = 'ABC-Dragon Buster';

/** The opponent's turn, their Main Phase 1 about to end: the window in which you may answer. */
const theirTurn = (d: Duel): Duel => play(d, { type: 'nextPhase', to: 'battle' });

describe('ABC-Dragon Buster', () => {
  it('is Special Summoned from the Extra Deck by banishing its three materials from your field (an equipped Union too) and Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'A-Assault Core' }], spellTraps: [{ card: 'B-Buster Drake', faceUp: true, equippedTo: 0 }], graveyard: ['C-Crush Wyvern'], extra: [ABC] } });
    const summon = legal(d, 'specialSummon').filter((a) => a.card === idOf(d, ABC));
    expect(summon.map((a) => `${a.method} ${a.position}`)).toEqual(['rule attack', 'rule defense']);
    const x = passAll(play(d, summon[0]!));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([ABC]);
    expect(me(x).banished.sort()).toEqual(['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern']);
    expect(me(x).graveyard).toEqual([]);
  });

  it('not without all three, nor by Polymerization', () => {
    const two = duelOf({ me: { monsters: [{ card: 'A-Assault Core' }], graveyard: ['C-Crush Wyvern'], extra: [ABC] } });
    expect(legal(two, 'specialSummon')).toEqual([]);
    const poly = duelOf({ me: { hand: ['Polymerization', 'A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern'], extra: [ABC] } });
    expect(legal(poly, 'activate', idOf(poly, 'Polymerization'))).toEqual([]);
  });

  it('once per turn, in either turn: discard 1 card, then target 1 card on the field; banish it', () => {
    const d = duelOf({ me: { monsters: [{ card: ABC }], hand: ['Celtic Guardian', 'Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, ABC), effect: 0 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, ABC), idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).banished).toEqual(['Mirror Force']);
    expect(legal(x, 'activate', idOf(d, ABC))).toEqual([]);
    // In the opponent's turn it is a Quick Effect too; with an empty hand it cannot pay.
    const t = theirTurn(duelOf({ turnPlayer: 1, me: { monsters: [{ card: ABC }], hand: ['Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    expect(legal(t, 'activate', idOf(t, ABC)).map((a) => a.effect)).toContain(0);
    expect(legal(duelOf({ me: { monsters: [{ card: ABC }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
  });

  it("in the opponent's turn: Tribute it, then target 3 banished LIGHT Machine Union monsters with different names; Special Summon them", () => {
    const d = theirTurn(duelOf({ turnPlayer: 1, me: { monsters: [{ card: ABC }], banished: ['A-Assault Core', 'A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern', 'Y-Dragon Head', 'Heavy Mech Support Platform'] } }));
    let x = play(d, { type: 'activate', card: idOf(d, ABC), effect: 1 });
    const offered = (y: Duel) => (y.flow.prompt?.kind === 'chooseCard' ? y.flow.prompt.cards.map((c) => `${c}`) : []);
    // Heavy Mech Support Platform is DARK: never offered.
    expect(offered(x)).not.toContain(idOf(d, 'Heavy Mech Support Platform'));
    x = play(x, { type: 'select', ids: [idsOf(d, 'A-Assault Core')[0]!] });
    // The second A-Assault Core has the same name: not offered again.
    expect(offered(x)).not.toContain(idsOf(d, 'A-Assault Core')[1]);
    x = play(x, { type: 'select', ids: [idOf(d, 'B-Buster Drake')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'C-Crush Wyvern')] });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern']);
    // The cost: this card Tributed.
    expect(me(x).graveyard).toEqual([ABC]);
  });

  it('not in your own turn, nor with fewer than 3 names banished', () => {
    const mine = duelOf({ me: { monsters: [{ card: ABC }], banished: ['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern'] } });
    expect(legal(mine, 'activate', idOf(mine, ABC))).toEqual([]);
    const two = theirTurn(duelOf({ turnPlayer: 1, me: { monsters: [{ card: ABC }], banished: ['A-Assault Core', 'A-Assault Core', 'B-Buster Drake', 'Heavy Mech Support Platform'] } }));
    expect(legal(two, 'activate', idOf(two, ABC))).toEqual([]);
  });

  it('is a Level 8 LIGHT Machine Fusion Monster with 3000 ATK / 2800 DEF', () => {
    expect(cardByName(ABC)).toMatchObject({ level: 8, attribute: 'LIGHT', monsterType: 'Machine', frame: 'fusion', atk: 3000, def: 2800 });
  });
});
