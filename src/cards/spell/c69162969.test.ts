import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Lightning Vortex: "Discard 1 card; destroy all face-up monsters your opponent controls."
describe('Lightning Vortex', () => {
  it('discard 1 card: destroys every face-up monster the opponent controls (not face-down ones, not mine)', () => {
    const d = duelOf({ me: { hand: ['Lightning Vortex', 'Feral Imp'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Lightning Vortex') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Feral Imp')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    }
    x = passAll(x);
    expect(opp(x).graveyard.sort()).toEqual(['Dark Magician', 'Summoned Skull']);
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(1);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Lightning Vortex']);
  });
  it('needs another card in hand to discard, and a face-up monster of the opponent', () => {
    expect(legal(duelOf({ me: { hand: ['Lightning Vortex'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { hand: ['Lightning Vortex', 'Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } }), 'activate')).toHaveLength(0);
  });
});
