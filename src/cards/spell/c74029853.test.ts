import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';

// Golden Bamboo Sword: "Activate only if you control a "Bamboo Sword" Equip Spell Card. Draw 2 cards."
describe('Golden Bamboo Sword', () => {
  const sword = { card: 'Broken Bamboo Sword', faceUp: true, equippedTo: 0 };
  it('with a face-up Bamboo Sword Equip Spell you control: draw 2 cards', () => {
    const d = duelOf({ me: { hand: ['Golden Bamboo Sword'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [sword], deck: ['Feral Imp', 'Dark Magician', 'Kuriboh'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Golden Bamboo Sword') });
    expect(me(x).hand.sort()).toEqual(['Dark Magician', 'Feral Imp']);
  });
  it('not without one you control (the opponent\'s does not count), nor with fewer than 2 cards in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['Golden Bamboo Sword'] }, opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [sword] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Golden Bamboo Sword'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [sword], deck: ['Feral Imp'] } }), 'activate')).toEqual([]);
  });
});
