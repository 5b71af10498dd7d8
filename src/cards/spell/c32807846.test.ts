import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Reinforcement of the Army: "Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand."
describe('Reinforcement of the Army', () => {
  it('adds a Level 4 or lower Warrior from the Deck (not a higher Level, not another Type)', () => {
    const d = duelOf({ me: { hand: ['Reinforcement of the Army'], deck: ['Celtic Guardian', 'Exiled Force', 'Gaia the Fierce Knight', 'Feral Imp'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Reinforcement of the Army') }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Exiled Force')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Exiled Force')] });
    expect(me(x).hand).toEqual(['Exiled Force']);
    expect(me(x).deck).toBe(3);
  });
  it('cannot be activated with no fitting Warrior in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['Reinforcement of the Army'], deck: ['Feral Imp'] } }), 'activate')).toHaveLength(0);
  });
});
