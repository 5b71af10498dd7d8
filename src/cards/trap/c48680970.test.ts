import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Eternal Soul (texts-2016): "You can activate 1 of these effects. You can only use this effect of "Eternal Soul" once
 * per turn. / ● Special Summon 1 "Dark Magician" from your hand or Graveyard. / ● Add 1 "Dark Magic Attack" or
 * "Thousand Knives" from your Deck to your hand. / All "Dark Magicians" in your Monster Zone are unaffected by your
 * opponent's card effects. If this face-up card leaves the field: Destroy all monsters you control."
 * (The rule itself: src/engine/test/makesMonstersUnaffected.test.ts.)
 */

const SOUL = 'Eternal Soul';
const DM = 'Dark Magician';
const soulUp = { card: SOUL, faceUp: true };
/** The effects of Eternal Soul the player may activate now (1: the Summon, 2: the search). */
const modes = (x: Duel): number[] => legal(x, 'activate', idOf(x, SOUL)).map((a) => a.effect ?? 0).sort();

describe('Eternal Soul', () => {
  it('is activated face-up from its Set and stays on the field', () => {
    const d = duelOf({ me: { spellTraps: [{ card: SOUL, faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, SOUL), effect: 0 }));
    expect(me(x).spellTraps[0]).toEqual({ name: SOUL, faceUp: true });
  });

  it('Special Summons 1 "Dark Magician" from the hand or the Graveyard, in the position chosen', () => {
    const d = duelOf({ me: { hand: [DM], graveyard: [DM], spellTraps: [soulUp] } });
    const inGraveyard = d.players[0].graveyard[0]!;
    let x = passAll(play(d, { type: 'activate', card: idOf(d, SOUL), effect: 1 }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([d.players[0].hand[0]!, inGraveyard].sort());
    x = play(x, { type: 'select', ids: [inGraveyard] });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: DM, position: 'defense', faceUp: true });
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).hand).toEqual([DM]);
  });

  it('adds "Dark Magic Attack" or "Thousand Knives" from the Deck to the hand', () => {
    const d = duelOf({ me: { deck: ['Celtic Guardian', 'Thousand Knives', 'Dark Magic Attack'], spellTraps: [soulUp] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, SOUL), effect: 2 }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Thousand Knives'), idOf(d, 'Dark Magic Attack')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Thousand Knives')] }));
    expect(me(x).hand).toEqual(['Thousand Knives']);
    expect(me(x).deck).toBe(2);
  });

  it('each mode only when it can do something: a "Dark Magician" to Summon and a free zone; a card to add', () => {
    expect(modes(duelOf({ me: { hand: ['Dark Magician Girl'], deck: ['Celtic Guardian'], spellTraps: [soulUp] } }))).toEqual([]);
    expect(modes(duelOf({ me: { hand: [DM], deck: ['Dark Magic Attack'], spellTraps: [soulUp] } }))).toEqual([1, 2]);
    const full = Array.from({ length: 5 }, () => ({ card: 'Celtic Guardian' }));
    expect(modes(duelOf({ me: { hand: [DM], monsters: full, spellTraps: [soulUp] } }))).toEqual([]);
  });

  it('only 1 of the two, once per turn, for every "Eternal Soul"', () => {
    const d = duelOf({ me: { hand: [DM], deck: ['Dark Magic Attack', 'Thousand Knives'], spellTraps: [soulUp, soulUp] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, SOUL), effect: 1 }));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, DM)] }, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: DM });
    expect(legal(x, 'activate').filter((a) => a.card === idOf(d, SOUL) || a.card === d.players[0].spellTraps[1]!.card)).toEqual([]);
  });

  it('while face-up, the "Dark Magician" its controller controls is unaffected by the opponent\'s card effects (Dark Hole)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: DM }, { card: 'Celtic Guardian' }], spellTraps: [soulUp] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(opp(x).monsters[0]).toMatchObject({ name: DM });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('if it leaves the field face-up, every monster its controller controls is destroyed (the opponent\'s stay)', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: DM }, { card: 'Celtic Guardian' }], spellTraps: [soulUp] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, SOUL, 1)] }));
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', DM, SOUL].sort());
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('Set face-down and destroyed, it destroys nothing', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'] }, opp: { monsters: [{ card: DM }], spellTraps: [{ card: SOUL, faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, SOUL, 1)] }));
    expect(opp(x).graveyard).toEqual([SOUL]);
    expect(opp(x).monsters[0]).toMatchObject({ name: DM });
  });
});
