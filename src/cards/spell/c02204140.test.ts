import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Book of Life', () => {
  it('targets a Zombie in your Graveyard and a monster in the opponent\'s: the Zombie is Special Summoned, the other banished', () => {
    const d = duelOf({ me: { hand: ['Book of Life'], graveyard: ['Dragon Zombie', 'Feral Imp'] }, opp: { graveyard: ['Summoned Skull', 'Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Life') });
    // Zombies only: not Feral Imp.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dragon Zombie')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dragon Zombie')] });
    // Monsters only: not Dark Hole.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Dragon Zombie', position: 'defense' });
    expect(opp(x).banished).toEqual(['Summoned Skull']);
  });

  it('cannot be activated without both targets', () => {
    expect(legal(duelOf({ me: { hand: ['Book of Life'], graveyard: ['Dragon Zombie'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Book of Life'], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Summoned Skull'] } }), 'activate')).toEqual([]);
  });
});
