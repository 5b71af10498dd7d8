import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Monster Reborn', () => {
  it("targets a monster in either Graveyard on activation and Special Summons it to your side in the position you choose", () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    x = play(x, { type: 'select', option: 'defense' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense', faceUp: true });
    expect(opp(x).graveyard).toEqual([]);
    expect(me(x).graveyard).toEqual(['Feral Imp', 'Monster Reborn']);
  });
  it('cannot be activated when no Graveyard holds a monster', () => {
    expect(legal(duelOf({ me: { hand: ['Monster Reborn'] } }), 'activate')).toEqual([]);
  });
});
