import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Spell Purification: "Discard 1 card from your hand. Destroy all face-up Continuous Spell Cards."
describe('Spell Purification', () => {
  it('discard 1 card: every face-up Continuous Spell Card on the field is destroyed (not a Set one, not a Continuous Trap)', () => {
    const d = duelOf({
      me: { hand: ['Kuriboh'], spellTraps: [{ card: 'Spell Purification', faceUp: false }, { card: 'Mass Driver', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }, { card: 'Mass Driver', faceUp: false }, { card: 'Dragon Capture Jar', faceUp: true }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spell Purification') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(me(x).graveyard.sort()).toEqual(['Kuriboh', 'Mass Driver', 'Spell Purification']);
    expect(opp(x).graveyard).toEqual(['Level Limit - Area B']);
    expect(opp(x).spellTraps.filter(Boolean)).toHaveLength(2);
  });
  it('needs a card to discard', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Spell Purification', faceUp: false }] }, opp: { spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
