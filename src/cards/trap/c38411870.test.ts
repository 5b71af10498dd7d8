import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Needle Ceiling', () => {
  it('with 4 or more monsters on the field: destroys every face-up monster, face-down ones stay', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Needle Ceiling', faceUp: false }], monsters: [{ card: 'Feral Imp' }, { card: 'Uraby', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Battle Ox', position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Needle Ceiling') }));
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Needle Ceiling']);
    expect(opp(x).graveyard.sort()).toEqual(['Battle Ox', 'Summoned Skull']);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(1);
  });

  it('cannot be activated with 3 monsters on the field', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Needle Ceiling', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Battle Ox' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
