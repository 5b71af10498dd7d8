import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Dark Hole', () => {
  it('destroys every monster on the field, both sides, face-up or face-down', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect([...me(x).monsters, ...opp(x).monsters].every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Dark Hole']);
    expect(opp(x).graveyard.sort()).toEqual(['Feral Imp', 'Mystical Elf']);
    expect(x.events.filter((e) => e.type === 'destroyed')).toHaveLength(3);
  });
  it('cannot be activated with no monster on the field', () => {
    expect(legal(duelOf({ me: { hand: ['Dark Hole'] } }), 'activate')).toEqual([]);
  });
});
