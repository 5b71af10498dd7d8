import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Spellbook of Secrets: "Add 1 "Spellbook" card from your Deck to your hand, except "Spellbook of Secrets". You can only activate 1 "Spellbook of Secrets" per turn."
describe('Spellbook of Secrets', () => {
  it('adds a "Spellbook" card other than itself (a card whose name holds "Spellbook")', () => {
    const d = duelOf({ me: { hand: ['Spellbook of Secrets'], deck: ['Spellbook of Secrets', 'Spellbook Magician of Prophecy', 'Dark Magician'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Spellbook of Secrets') });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Spellbook Magician of Prophecy')]);
      x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Spellbook Magician of Prophecy')] }));
    }
    expect(me(x).hand).toEqual(['Spellbook Magician of Prophecy']);
  });
  it('only 1 per turn; nothing to add: cannot be activated', () => {
    const d = duelOf({ me: { hand: ['Spellbook of Secrets', 'Spellbook of Secrets'], deck: ['Spellbook Magician of Prophecy', 'Spellbook Magician of Prophecy'] } });
    const [first, second] = idsOf(d, 'Spellbook of Secrets');
    let x = passAll(play(d, { type: 'activate', card: first! }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
    expect(legal(x, 'activate', second)).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Spellbook of Secrets'], deck: ['Spellbook of Secrets'] } }), 'activate')).toEqual([]);
  });
});
