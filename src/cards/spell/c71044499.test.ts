import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Nobleman of Crossout', () => {
  it('targets a face-down monster, destroys it and banishes it', () => {
    const d = duelOf({
      me: { hand: ['Nobleman of Crossout'] },
      opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], deck: ['Mystical Elf', 'Feral Imp'] },
    });
    const elf = d.players[1].monsters[1]!.card;
    let x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Crossout') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [elf] });
    x = play(x, { type: 'select', ids: [elf] });
    expect(x.events.some((e) => e.type === 'destroyed' && e.card === elf)).toBe(true);
    expect(opp(x).banished).toEqual(['Mystical Elf']);
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).monsters[0]?.name).toBe('Feral Imp');
    // Not a Flip monster: the copy in the Deck stays.
    expect(opp(x).deck).toBe(2);
  });
  it('a Flip monster: every copy in both Decks is banished too, and both Decks are shuffled', () => {
    const d = duelOf({
      me: { hand: ['Nobleman of Crossout'], deck: ['Man-Eater Bug', 'Feral Imp', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }], deck: ['Man-Eater Bug', 'Mystical Elf', 'Feral Imp'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Crossout') }, { type: 'select', ids: [idOf(d, 'Man-Eater Bug', 1)] });
    expect(opp(x).banished).toEqual(['Man-Eater Bug', 'Man-Eater Bug']);
    expect(me(x).banished).toEqual(['Man-Eater Bug']);
    expect([me(x).deck, opp(x).deck]).toEqual([2, 2]);
    expect(x.rng).not.toEqual(d.rng);
  });
  it('cannot be activated when no monster on the field is face-down', () => {
    expect(legal(duelOf({ me: { hand: ['Nobleman of Crossout'] }, opp: { monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toEqual([]);
  });
});
