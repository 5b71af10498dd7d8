import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Metamorphosis: "Tribute 1 monster. Special Summon 1 Fusion Monster from your Extra Deck with the same Level as the Tributed monster."
describe('Metamorphosis', () => {
  const duel = () => duelOf({ me: { hand: ['Metamorphosis', 'Monster Reborn'], monsters: [{ card: 'Feral Imp' }, { card: 'Summoned Skull' }], extra: ['Darkfire Dragon', 'Thousand Dragon', 'XYZ-Dragon Cannon'] } });

  it('Tribute a monster whose Level a Fusion Monster shares: that Fusion Monster is Special Summoned from the Extra Deck', () => {
    const d = duel();
    let x = play(d, { type: 'activate', card: idOf(d, 'Metamorphosis') });
    // Summoned Skull (Level 6) matches no Fusion Monster: only Feral Imp (Level 4, Darkfire Dragon) is offered.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Feral Imp')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    }
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Darkfire Dragon')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Darkfire Dragon')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Darkfire Dragon', 'Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Metamorphosis']);
  });

  it('not a Fusion Summon: once destroyed, that Fusion Monster cannot be revived (it was never properly Summoned)', () => {
    const d = duelOf({ me: { hand: ['Metamorphosis', 'Dark Hole', 'Monster Reborn'], monsters: [{ card: 'Feral Imp' }, { card: 'Summoned Skull' }], extra: ['Darkfire Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Metamorphosis') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(play(passAll(x), { type: 'select', ids: [idOf(d, 'Darkfire Dragon')] }, { type: 'select', option: 'attack' }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard).toContain('Darkfire Dragon');
    x = play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    // Summoned Skull and Feral Imp may be revived; Darkfire Dragon may not.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull')].sort());
  });

  it('a contact Fusion Monster (XYZ-Dragon Cannon) is never Special Summoned by it; with no match it cannot be activated', () => {
    const d = duelOf({ me: { hand: ['Metamorphosis'], monsters: [{ card: 'Gaia the Fierce Knight' }], extra: ['XYZ-Dragon Cannon', 'Darkfire Dragon'] } });
    // Gaia is Level 7: Thousand Dragon is not in this Extra Deck, XYZ-Dragon Cannon is Level 8.
    expect(legal(d, 'activate')).toHaveLength(0);
    // A Level 8 monster with only XYZ-Dragon Cannon (Level 8) in the Extra Deck: nothing it may Summon.
    const cannon = duelOf({ me: { hand: ['Metamorphosis'], monsters: [{ card: 'Blue-Eyes White Dragon' }], extra: ['XYZ-Dragon Cannon'] } });
    expect(legal(cannon, 'activate')).toHaveLength(0);
  });
});
