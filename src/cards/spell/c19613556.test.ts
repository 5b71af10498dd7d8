import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

const set = (card: string) => ({ card, faceUp: false });
describe('Heavy Storm', () => {
  it('destroys every other Spell and Trap on the field, both sides', () => {
    const d = duelOf({ me: { hand: ['Heavy Storm'], spellTraps: [set('Pot of Greed')] }, opp: { spellTraps: [set('Just Desserts'), set('Ookazi')] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm') });
    expect([...me(x).spellTraps, ...opp(x).spellTraps].every((z) => z === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Heavy Storm', 'Pot of Greed']);
    expect(opp(x).graveyard.sort()).toEqual(['Just Desserts', 'Ookazi']);
  });
  it('cannot be activated when no other Spell or Trap is on the field', () => {
    expect(legal(duelOf({ me: { hand: ['Heavy Storm'] } }), 'activate')).toEqual([]);
  });
});
