import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Ceasefire', () => {
  it('turns every face-down Defense monster face-up without activating Flip effects, then 500 damage for each face-up Effect Monster', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Ceasefire', faceUp: false }], monsters: [{ card: 'Sangan' }, { card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ceasefire') }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Man-Eater Bug', faceUp: true, position: 'defense' });
    expect(opp(x).monsters[1]).toMatchObject({ name: 'Mystical Elf', faceUp: true, position: 'defense' });
    // Man-Eater Bug's Flip effect does not activate: nothing is asked, nothing destroyed.
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.filter(Boolean)).toHaveLength(2);
    // Effect Monsters: Sangan and Man-Eater Bug (not Feral Imp or Mystical Elf, Normal Monsters).
    expect(opp(x).lp).toBe(8000 - 1000);
  });

  it('cannot be activated with no face-down Defense monster and no face-up Effect Monster', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Ceasefire', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate').length).toBe(1);
    const none = duelOf({ me: { spellTraps: [{ card: 'Ceasefire', faceUp: false }], monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(none, 'activate')).toEqual([]);
  });
});
