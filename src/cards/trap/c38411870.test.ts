import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Needle Ceiling: "When there are 4 or more monsters on the field: Destroy all face-up monsters."
describe('Needle Ceiling', () => {
  it('with 4 or more monsters on the field: destroys every face-up monster (face-down ones stay)', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Needle Ceiling', faceUp: false }], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Needle Ceiling') }));
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Needle Ceiling']);
    expect(opp(x).graveyard.sort()).toEqual(['Dark Magician', 'Summoned Skull']);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(1);
  });
  it('not with 3 monsters', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Needle Ceiling', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
