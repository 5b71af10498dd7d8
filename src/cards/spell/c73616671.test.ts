import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Illusion Magic: "Tribute 1 Spellcaster-Type monster; add up to 2 copies of "Dark Magician" from your Deck and/or Graveyard to your hand. You can only activate 1 "Illusion Magic" per turn."
describe('Illusion Magic', () => {
  it('Tribute a Spellcaster (the cost): up to 2 Dark Magician, one from the Deck and one from the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Illusion Magic'], monsters: [{ card: 'Dark Magician Girl' }, { card: 'Celtic Guardian' }], graveyard: ['Dark Magician'], deck: ['Dark Magician', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Illusion Magic') });
    // Celtic Guardian is a Warrior: only Dark Magician Girl may be Tributed.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Magician Girl')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician Girl')] }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(idsOf(d, 'Dark Magician').sort());
    const [a, b] = idsOf(d, 'Dark Magician');
    x = passAll(play(x, { type: 'select', ids: [a!] }, { type: 'select', ids: [b!] }));
    expect(me(x).hand).toEqual(['Dark Magician', 'Dark Magician']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician Girl', 'Illusion Magic']);
    expect(me(x).deck).toBe(1);
  });

  it('only 1 per turn; needs a Spellcaster to Tribute and a Dark Magician in the Deck or Graveyard', () => {
    const d = duelOf({ me: { hand: ['Illusion Magic', 'Illusion Magic'], monsters: [{ card: 'Dark Magician Girl' }, { card: 'Dark Magician Girl' }], deck: ['Dark Magician', 'Dark Magician'] } });
    const [first, second] = idsOf(d, 'Illusion Magic');
    let x = passAll(play(d, { type: 'activate', card: first! }, { type: 'select', ids: [idsOf(d, 'Dark Magician Girl')[0]!] }));
    x = passAll(play(x, { type: 'select', ids: [idsOf(d, 'Dark Magician')[0]!] }, { type: 'select', option: 'stop' }));
    expect(me(x).hand).toContain('Dark Magician');
    expect(legal(x, 'activate', second)).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Illusion Magic'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Dark Magician'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Illusion Magic'], monsters: [{ card: 'Dark Magician Girl' }], deck: ['Feral Imp'] } }), 'activate')).toEqual([]);
  });
});
