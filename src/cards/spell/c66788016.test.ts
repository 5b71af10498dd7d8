import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Fissure', () => {
  it("destroys the opponent's face-up monster with the lowest ATK, ignoring face-down ones, without targeting", () => {
    const d = duelOf({
      me: { hand: ['Fissure'], monsters: [{ card: 'Silver Fang' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Fissure') });
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).monsters.map((m) => m?.name ?? null)).toEqual(['Celtic Guardian', null, 'Mystical Elf', null, null]);
    expect(me(x).monsters[0]?.name).toBe('Silver Fang');
  });
  it('lets its controller choose among monsters tied for the lowest ATK', () => {
    const d = duelOf({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Summoned Skull' }, { card: 'Feral Imp' }] } });
    const imps = idsOf(d, 'Feral Imp', 1);
    let x = play(d, { type: 'activate', card: idOf(d, 'Fissure') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: imps });
    x = play(x, { type: 'select', ids: [imps[1]!] });
    expect(opp(x).monsters.map((m) => m?.name ?? null)).toEqual(['Feral Imp', 'Summoned Skull', null, null, null]);
  });
  it('cannot be activated when the opponent controls no face-up monster', () => {
    expect(legal(duelOf({ me: { hand: ['Fissure'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
