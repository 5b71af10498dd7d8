import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

// A face-up Just Desserts stands in for a face-up (Continuous) Trap: none is in the pool yet.
describe('Remove Trap', () => {
  it('targets only a face-up Trap, on either side, and destroys it', () => {
    const d = duelOf({
      me: { hand: ['Remove Trap'], spellTraps: [{ card: 'Threatening Roar', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Just Desserts', faceUp: true }, { card: 'Magic Jammer', faceUp: false }, { card: 'Ookazi', faceUp: true }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Remove Trap') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Threatening Roar'), idOf(d, 'Just Desserts', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Just Desserts', 1)] });
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Threatening Roar' });
  });
  it('cannot be activated when no face-up Trap is on the field (a Set Trap does not count)', () => {
    expect(legal(duelOf({ me: { hand: ['Remove Trap'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Ookazi', faceUp: true }] } }), 'activate')).toEqual([]);
  });
});
