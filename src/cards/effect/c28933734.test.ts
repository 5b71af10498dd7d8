import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Mask of Darkness', () => {
  it('FLIP: targets a Trap Card in your Graveyard (not a Spell) and adds it to your hand', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mask of Darkness', faceUp: false, position: 'defense' }], graveyard: ['Trap Hole', 'Dark Hole', 'Mirror Force'] }, opp: { graveyard: ['Magic Cylinder'] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Mask of Darkness') });
    // Only your own Trap Cards: not the opponent's Magic Cylinder, not Dark Hole.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Trap Hole'), idOf(d, 'Mirror Force')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force')] });
    expect(me(x).hand).toEqual(['Mirror Force']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Trap Hole']);
  });

  it('with no Trap Card in your Graveyard, the Flip effect does not activate', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mask of Darkness', faceUp: false, position: 'defense' }], graveyard: ['Dark Hole'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Mask of Darkness') });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });
});
