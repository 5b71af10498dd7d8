import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { isNamed } from '../../engine/stats';

/*
 * Blue-Eyes Alternative White Dragon (texts-2016): "Cannot be Normal Summoned/Set. Must first be Special Summoned
 * (from your hand) by revealing "Blue-Eyes White Dragon" in your hand. You can only Special Summon "Blue-Eyes
 * Alternative White Dragon" once per turn this way. This card's name becomes "Blue-Eyes White Dragon" while it is
 * on the field or in the Graveyard. Once per turn: You can target 1 monster your opponent controls; destroy it.
 * This card cannot attack the turn this effect is activated." official/c38517737.lua: the reveal is the
 * procedure's cost (SetCountLimit OATH: the procedure once per turn by name); "cannot attack" is the destroy
 * effect's cost (only if it has not attacked). The name: rule code nameBecomes (test/cardNamesAndKinds.test.ts).
 */

const ALT = 'Blue-Eyes Alternative White Dragon';
const BEWD = 'Blue-Eyes White Dragon';

describe('Blue-Eyes Alternative White Dragon', () => {
  it('is Special Summoned from the hand by revealing a Blue-Eyes White Dragon in the hand, shown to the opponent', () => {
    const d = duelOf({ me: { hand: [ALT, BEWD] } });
    expect(legal(d, 'normalSummon', idOf(d, ALT))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, ALT))).toEqual([]);
    let x = play(d, { type: 'specialSummon', card: idOf(d, ALT), method: 'rule', position: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, BEWD)] });
    x = play(x, { type: 'select', ids: [idOf(d, BEWD)] });
    expect(x.events).toContainEqual({ type: 'revealed', cards: [idOf(d, BEWD)], to: 1 });
    x = passAll(x);
    expect(me(x).hand).toEqual([BEWD]);
    expect(me(x).monsters[0]).toMatchObject({ name: ALT, faceUp: true, atk: 3000 });
  });

  it('not without a Blue-Eyes White Dragon in the hand (another Alternative in the hand is not one), and once per turn this way', () => {
    expect(legal(duelOf({ me: { hand: [ALT, ALT], monsters: [{ card: BEWD }] } }), 'specialSummon')).toEqual([]);
    const d = duelOf({ me: { hand: [ALT, ALT, BEWD] } });
    const [a, b] = idsOf(d, ALT);
    const x = passAll(play(d, { type: 'specialSummon', card: a!, method: 'rule', position: 'attack' }, { type: 'select', ids: [idOf(d, BEWD)] }));
    expect(me(x).monsters[0]).toMatchObject({ name: ALT });
    expect(legal(x, 'specialSummon', b)).toEqual([]);
  });

  it('cannot be Special Summoned by a card effect before it was Summoned properly', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: ALT, properlySummoned: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
    const e = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [ALT] } });
    expect(legal(e, 'activate', idOf(e, 'Monster Reborn'))).not.toEqual([]);
  });

  it('its name is Blue-Eyes White Dragon on the field and in the Graveyard, not in the hand or Deck', () => {
    const d = duelOf({ me: { hand: [ALT], deck: [ALT], monsters: [{ card: ALT }], graveyard: [ALT] } });
    const [inHand, inDeck, onField, inGy] = [d.players[0].hand[0]!, d.players[0].deck[0]!, d.players[0].monsters[0]!.card, d.players[0].graveyard[0]!];
    expect([inHand, inDeck, onField, inGy].map((c) => isNamed(d, c, BEWD))).toEqual([false, false, true, true]);
    expect([inHand, onField].map((c) => isNamed(d, c, ALT))).toEqual([true, false]);
    // The card itself is still shown by its own name.
    expect(summary(d).players[0].monsters[0]).toMatchObject({ name: ALT });
  });

  it('once per turn: target a monster your opponent controls and destroy it; it then cannot attack this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: ALT }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, ALT), effect: 2 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? [...x.flow.prompt.cards].sort() : [];
    expect(offered).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Kuriboh', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }));
    expect(opp(x).graveyard).toEqual(['Kuriboh']);
    expect(legal(x, 'activate', idOf(d, ALT))).toEqual([]);
    x = play(x, { type: 'nextPhase', to: 'battle' });
    expect(legal(x, 'attack', idOf(d, ALT))).toEqual([]);
  });

  it('not after it attacked this turn; not with no monster to target', () => {
    const d = duelOf({ me: { monsters: [{ card: ALT }] }, opp: { monsters: [{ card: 'Kuriboh', position: 'defense' }, { card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, ALT), target: idOf(d, 'Kuriboh', 1) });
    x = passAll(x);
    while (summary(x).phase === 'battle') x = play(x, { type: 'nextPhase', to: 'main2' });
    x = passAll(x);
    expect(summary(x).phase).toBe('main2');
    expect(legal(x, 'activate', idOf(d, ALT))).toEqual([]);
    expect(legal(duelOf({ me: { monsters: [{ card: ALT }] } }), 'activate')).toEqual([]);
  });

  it('the target gone before it resolves: nothing is destroyed', () => {
    const d = duelOf({
      me: { monsters: [{ card: ALT }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, ALT), effect: 2 }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).hand).toContain('Summoned Skull');
    expect(opp(x).graveyard).toEqual(['Compulsory Evacuation Device']);
  });
});
