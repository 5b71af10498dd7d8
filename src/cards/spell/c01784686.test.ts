import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { isNamed } from '../../engine/stats';

/*
 * The Eye of Timaeus (texts-2016): "(This card is also always treated as "Legendary Dragon Timaeus".) / Target 1
 * "Dark Magician" monster you control; Fusion Summon 1 Fusion Monster from your Extra Deck that lists that monster
 * on the field as a Fusion Material Monster, using it as the Fusion Material. You can only activate 1 "The Eye of
 * Timaeus" per turn." official/c1784686.lua: EFFECT_ADD_CODE (rule code alsoNamed), a face-up "Dark Magician"
 * monster, a Fusion Monster that ListsCodeAsMaterial its code, the target alone sent as material.
 */

const EYE = 'The Eye of Timaeus';

describe('The Eye of Timaeus', () => {
  it('is also "Legendary Dragon Timaeus", wherever it is', () => {
    const d = duelOf({ me: { hand: [EYE], graveyard: [EYE] } });
    for (const c of idsOf(d, EYE)) {
      expect(isNamed(d, c, 'Legendary Dragon Timaeus')).toBe(true);
      expect(isNamed(d, c, EYE)).toBe(true);
    }
  });

  it('Fusion Summons a Fusion Monster that lists your Dark Magician, with it as the only material', () => {
    const d = duelOf({ me: { hand: [EYE], monsters: [{ card: 'Dark Magician' }], extra: ['Dark Paladin', 'Blue-Eyes Ultimate Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, EYE), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(x);
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name)).toEqual(['Dark Paladin']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician', EYE].sort());
    expect(me(x).extra).toEqual(['Blue-Eyes Ultimate Dragon']);
  });

  it('the Fusion Monster is Summoned in the position chosen', () => {
    const d = duelOf({ me: { hand: [EYE], monsters: [{ card: 'Dark Magician' }], extra: ['Dark Paladin'] } });
    let x = play(d, { type: 'activate', card: idOf(d, EYE), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(play(passAll(x), { type: 'select', option: 'defense' }));
    expect(me(x).monsters.find((s) => s?.name === 'Dark Paladin')).toMatchObject({ position: 'defense', faceUp: true });
  });

  it('not without a face-up "Dark Magician" monster you control, nor with no Fusion Monster listing it', () => {
    expect(legal(duelOf({ me: { hand: [EYE], monsters: [{ card: 'Celtic Guardian' }], extra: ['Dark Paladin'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: [EYE], monsters: [{ card: 'Dark Magician', faceUp: false, position: 'defense' }], extra: ['Dark Paladin'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: [EYE], monsters: [{ card: 'Dark Magician' }], extra: ['Blue-Eyes Ultimate Dragon'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: [EYE] }, opp: { monsters: [{ card: 'Dark Magician' }] } }), 'activate')).toEqual([]);
  });

  it('once per turn by name', () => {
    const d = duelOf({ me: { hand: [EYE, EYE], monsters: [{ card: 'Dark Magician' }, { card: 'Dark Magician' }], extra: ['Dark Paladin', 'Dark Paladin'] } });
    const [first, second] = idsOf(d, EYE);
    let x = play(d, { type: 'activate', card: first!, effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name).sort()).toEqual(['Dark Magician', 'Dark Paladin']);
    expect(legal(x, 'activate', second)).toEqual([]);
  });

  it('the target gone before it resolves: nothing is Summoned', () => {
    const d = duelOf({
      me: { hand: [EYE], monsters: [{ card: 'Dark Magician' }], extra: ['Dark Paladin'] },
      opp: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, EYE), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(x);
    expect(me(x).hand).toEqual(['Dark Magician']);
    expect(me(x).extra).toEqual(['Dark Paladin']);
  });
});
