import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Manju of the Ten Thousand Hands', () => {
  it('when Normal Summoned, can add a Ritual Monster or Ritual Spell from the Deck to the hand', () => {
    const d = duelOf({ me: { hand: ['Manju of the Ten Thousand Hands'], deck: ['Celtic Guardian', 'Black Luster Soldier', 'Black Magic Ritual', 'Feral Imp'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Manju of the Ten Thousand Hands'), tributes: [] }, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Black Luster Soldier'), idOf(d, 'Black Magic Ritual')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Black Magic Ritual')] });
    while (x.flow.window) x = applyAction(x, { type: 'pass' });
    expect(me(x).hand).toEqual(['Black Magic Ritual']);
  });
  it('is not set off with no Ritual card in the Deck', () => {
    const d = duelOf({ me: { hand: ['Manju of the Ten Thousand Hands'], deck: ['Celtic Guardian', 'Feral Imp'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Manju of the Ten Thousand Hands'), tributes: [] });
    expect(x.flow.prompt).toBeNull();
  });
});
