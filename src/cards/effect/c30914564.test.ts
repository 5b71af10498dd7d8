import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Sacred Crane: "If this card is Special Summoned: Draw 1 card."
describe('Sacred Crane', () => {
  it('Special Summoned: draws 1 card', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Sacred Crane'], deck: ['Feral Imp', 'Kuriboh'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Sacred Crane')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).hand).toEqual(['Feral Imp']);
  });
  it('Normal Summoned: no draw', () => {
    const d = duelOf({ me: { hand: ['Sacred Crane'], deck: ['Feral Imp'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Sacred Crane'), tributes: [] }));
    expect(me(x).hand).toEqual([]);
  });
});
