import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Magical Merchant: "FLIP: Pick up cards from the top of your Deck until you pick up a Spell Card or Trap Card. Add that card to your hand. Send the remaining cards to the Graveyard."
describe('Magical Merchant', () => {
  it('FLIP: from the top down to the first Spell or Trap: that card to the hand, the ones above it to the Graveyard, the rest stay', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Magical Merchant', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Celtic Guardian', 'Mirror Force', 'Dark Hole', 'Kuriboh'] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Magical Merchant') }));
    expect(me(x).hand).toEqual(['Mirror Force']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(me(x).deck).toBe(2);
    // The excavated cards were shown to the opponent.
    expect(viewFor(x, 1).events.map((e) => e.text).join('\n')).toMatch(/Celtic Guardian/);
  });
  it('with no Spell or Trap in the Deck: nothing moves (the Deck is shown and shuffled)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Magical Merchant', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Celtic Guardian'] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Magical Merchant') }));
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).deck).toBe(2);
  });
});

// Reasoning: "Your opponent declares a monster Level. Excavate … until … a monster that can be Normal Summoned/Set. If that monster is the same Level as the one declared …, send all excavated cards to the Graveyard. If not, Special Summon the excavated monster, also send the remaining cards to the Graveyard."
describe('Reasoning', () => {
  const deck = ['Dark Hole', 'Thousand Dragon', 'Feral Imp', 'Celtic Guardian'];
  it('the opponent declares a wrong Level: the monster is Special Summoned, the cards above it go to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Reasoning'], deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Reasoning') });
    x = passAll(x);
    expect(x.prompt).toMatchObject({ kind: 'chooseOption', player: 1 });
    x = play(x, { type: 'select', option: '3' });
    expect(x.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find(Boolean)?.name).toBe('Feral Imp');
    // Thousand Dragon (a Fusion Monster) is no monster that can be Normal Summoned: excavated past.
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Reasoning', 'Thousand Dragon']);
    expect(me(x).deck).toBe(1);
  });
  it('the right Level: every excavated card goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Reasoning'], deck } });
    const x = passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, 'Reasoning') })), { type: 'select', option: '4' }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Feral Imp', 'Reasoning', 'Thousand Dragon']);
  });
  it('cannot be activated with no monster that can be Normal Summoned in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['Reasoning'], deck: ['Dark Hole', 'Thousand Dragon'] } }), 'activate')).toHaveLength(0);
  });
});

// Monster Gate: "Tribute 1 monster; reveal cards from the top of your Deck until you reveal a monster that can be Normal Summoned. Special Summon it, also send the other revealed cards to the Graveyard."
describe('Monster Gate', () => {
  it('Tribute 1 monster: the first monster that can be Normal Summoned from the top is Special Summoned; the cards above it go to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Gate'], monsters: [{ card: 'Kuriboh' }], deck: ['Pot of Greed', 'Summoned Skull', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Gate') });
    if (x.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = passAll(x);
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
    expect(me(x).graveyard.sort()).toEqual(['Kuriboh', 'Monster Gate', 'Pot of Greed']);
    expect(opp(x).graveyard).toEqual([]);
  });
  it('needs a monster to Tribute', () => {
    expect(legal(duelOf({ me: { hand: ['Monster Gate'], deck: ['Feral Imp'] } }), 'activate')).toHaveLength(0);
  });
});
