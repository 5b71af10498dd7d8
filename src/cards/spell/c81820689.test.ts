import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, play } from '../../engine/test/dsl';

describe('The Inexperienced Spy', () => {
  it("lets you pick 1 card of the opponent's hand blind and shows it to you only; it stays in their hand", () => {
    const d = duelOf({ me: { hand: ['The Inexperienced Spy'] }, opp: { hand: ['Silver Fang', 'Dark Magician', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Inexperienced Spy') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['card 1', 'card 2', 'card 3'] });
    const shown = JSON.stringify(x.flow.prompt);
    for (const name of ['Silver Fang', 'Dark Magician', 'Feral Imp']) {
      expect(shown).not.toContain(name);
      expect(shown).not.toContain(idOf(d, name, 1));
    }
    x = play(x, { type: 'select', option: 'card 2' });
    expect(x.events.filter((e) => e.type === 'revealed')).toEqual([{ type: 'revealed', cards: [idOf(d, 'Dark Magician', 1)], to: 0 }]);
    expect(opp(x).hand).toEqual(['Silver Fang', 'Dark Magician', 'Feral Imp']);
  });
  it("cannot be activated when the opponent's hand is empty", () => {
    expect(legal(duelOf({ me: { hand: ['The Inexperienced Spy'] } }), 'activate')).toEqual([]);
  });
});
