import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Lightning Vortex', () => {
  it('discard 1 card (the cost, chosen by the player): destroys every face-up monster the opponent controls, none of yours and no face-down one', () => {
    const d = duelOf({
      me: { hand: ['Lightning Vortex', 'Feral Imp', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Battle Ox', position: 'defense' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Lightning Vortex') });
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Dark Hole')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Lightning Vortex']);
    expect(me(x).hand).toEqual(['Dark Hole']);
    expect(opp(x).graveyard.sort()).toEqual(['Battle Ox', 'Summoned Skull']);
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(1);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('cannot be activated without another card to discard, or with no face-up monster on the opponent\'s side', () => {
    const alone = duelOf({ me: { hand: ['Lightning Vortex'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(alone, 'activate')).toEqual([]);
    const faceDown = duelOf({ me: { hand: ['Lightning Vortex', 'Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } });
    expect(legal(faceDown, 'activate')).toEqual([]);
  });
});
