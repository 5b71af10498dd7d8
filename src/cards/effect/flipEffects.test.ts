import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

const flipped = (card: string, me_: Parameters<typeof duelOf>[0]['me'] = {}, opp_: Parameters<typeof duelOf>[0]['opp'] = {}) => {
  const d = duelOf({ me: { ...me_, monsters: [{ card, faceUp: false, position: 'defense' }] }, opp: opp_ });
  return { d, x: play(d, { type: 'flipSummon', card: idOf(d, card) }) };
};

// Morphing Jar: "FLIP: Both players discard their entire hands, then draw 5 cards."
describe('Morphing Jar', () => {
  it('FLIP: both players discard their whole hands, then each draws 5', () => {
    const deck = ['Feral Imp', 'Celtic Guardian', 'Mystical Elf', 'Kuriboh', 'Dark Magician', 'Summoned Skull'];
    const { x } = flipped('Morphing Jar', { hand: ['Dark Hole', 'Pot of Greed'], deck }, { hand: ['Raigeki'], deck });
    const y = passAll(x);
    expect(me(y).graveyard.sort()).toEqual(['Dark Hole', 'Pot of Greed']);
    expect(opp(y).graveyard).toEqual(['Raigeki']);
    expect(me(y).hand).toHaveLength(5);
    expect(opp(y).hand).toHaveLength(5);
  });
  it('a player who cannot draw 5 loses', () => {
    const { x } = flipped('Morphing Jar', { deck: ['Feral Imp', 'Celtic Guardian', 'Mystical Elf', 'Kuriboh', 'Dark Magician'] }, { deck: ['Feral Imp'] });
    const y = passAll(x);
    expect(y.winner).toBe(0);
  });
});

// Des Koala: "FLIP: Inflict 400 damage to your opponent for each card in their hand."
describe('Des Koala', () => {
  it("FLIP: 400 damage for each card in the opponent's hand", () => {
    const { x } = flipped('Des Koala', { hand: ['Dark Hole'] }, { hand: ['Raigeki', 'Feral Imp', 'Kuriboh'] });
    expect(opp(passAll(x)).lp).toBe(8000 - 1200);
  });
  it('an empty hand: no damage', () => {
    const { x } = flipped('Des Koala', {}, {});
    expect(opp(passAll(x)).lp).toBe(8000);
  });
});

// Mask of Darkness: "FLIP: Target 1 Trap Card in your Graveyard; add that target to your hand."
describe('Mask of Darkness', () => {
  it('FLIP: adds the targeted Trap Card from your Graveyard to your hand (not a Spell, not the opponent\'s)', () => {
    const { d, x } = flipped('Mask of Darkness', { graveyard: ['Mirror Force', 'Dark Hole'] }, { graveyard: ['Trap Hole'] });
    let y = x;
    if (y.flow.prompt?.kind === 'chooseCard') {
      expect(y.flow.prompt.cards).toEqual([idOf(d, 'Mirror Force')]);
      y = play(y, { type: 'select', ids: [idOf(d, 'Mirror Force')] });
    }
    y = passAll(y);
    expect(me(y).hand).toEqual(['Mirror Force']);
    expect(opp(y).graveyard).toEqual(['Trap Hole']);
  });
  it('no Trap in your Graveyard: nothing', () => {
    const { x } = flipped('Mask of Darkness', { graveyard: ['Dark Hole'] });
    expect(x.flow.prompt).toBeNull();
    expect(me(passAll(x)).hand).toEqual([]);
  });
});
