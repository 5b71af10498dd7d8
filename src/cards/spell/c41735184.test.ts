import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Dark Magic Succession (texts-2016): "Banish 2 Spell Cards from your Graveyard; add 1 Spell/Trap Card
 * that lists the name "Dark Magician" or "Dark Magician Girl" from your Deck to your hand, except "Dark
 * Magic Succession". You can only activate 1 "Dark Magic Succession" per turn."
 */
const DECK = ['Thousand Knives', 'Magic Formula', 'Dark Magic Succession', 'Fissure', 'Dark Magician', 'Dark Magician Girl'];
const GRAVE = ['Pot of Greed', 'Dark Hole', 'Mirror Force', 'Celtic Guardian'];

describe('Dark Magic Succession', () => {
  it('banishes 2 Spell Cards (not a Trap or a monster) from your Graveyard as its cost', () => {
    const d = duelOf({ me: { hand: ['Dark Magic Succession'], graveyard: [...GRAVE, 'Monster Reborn'], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Magic Succession') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Dark Hole'), idOf(d, 'Monster Reborn')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    expect(me(x).banished.sort()).toEqual(['Dark Hole', 'Pot of Greed']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Mirror Force', 'Monster Reborn']);
  });

  it('adds a Spell/Trap Card naming "Dark Magician" or "Dark Magician Girl" (not another copy of itself, nor a monster)', () => {
    const d = duelOf({ me: { hand: ['Dark Magic Succession'], graveyard: GRAVE.concat('Monster Reborn'), deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Magic Succession') }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    x = passAll(x);
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Thousand Knives'), idOf(d, 'Magic Formula')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Magic Formula')] }));
    expect(me(x).hand).toEqual(['Magic Formula']);
    expect(me(x).graveyard).toContain('Dark Magic Succession');
  });

  it('cannot be activated with fewer than 2 Spell Cards in the Graveyard, or with nothing to add', () => {
    const few = duelOf({ me: { hand: ['Dark Magic Succession'], graveyard: ['Pot of Greed', 'Mirror Force', 'Celtic Guardian'], deck: DECK } });
    expect(legal(few, 'activate')).toEqual([]);
    const none = duelOf({ me: { hand: ['Dark Magic Succession'], graveyard: GRAVE, deck: ['Dark Magic Succession', 'Fissure'] } });
    expect(legal(none, 'activate')).toEqual([]);
  });

  it('only 1 "Dark Magic Succession" may be activated per turn', () => {
    const d = duelOf({ me: { hand: ['Dark Magic Succession', 'Dark Magic Succession'], graveyard: ['Pot of Greed', 'Dark Hole', 'Monster Reborn', 'Raigeki'], deck: DECK } });
    const [first, second] = idsOf(d, 'Dark Magic Succession');
    let x = play(d, { type: 'activate', card: first! }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    x = passAll(play(passAll(x), { type: 'select', ids: [idOf(d, 'Thousand Knives')] }));
    expect(me(x).hand.sort()).toEqual(['Dark Magic Succession', 'Thousand Knives']);
    expect(legal(x, 'activate', second!)).toEqual([]);
  });
});
