import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Dark Magic Attack: "If you control a "Dark Magician": Destroy all Spell and Trap Cards your opponent controls."
describe('Dark Magic Attack', () => {
  it('with a face-up Dark Magician: every Spell and Trap the opponent controls is destroyed, Set or face-up, and none of yours', () => {
    const d = duelOf({
      me: { hand: ['Dark Magic Attack'], monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Ookazi', faceUp: true }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Magic Attack') }));
    expect(opp(x).spellTraps.every((z) => z === null)).toBe(true);
    expect(opp(x).graveyard.sort()).toEqual(['Just Desserts', 'Ookazi']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Trap Hole' });
  });

  it('needs a face-up Dark Magician (a face-down one or another monster will not do) and an opponent\'s Spell or Trap', () => {
    const opp = { spellTraps: [{ card: 'Just Desserts', faceUp: false }] };
    expect(legal(duelOf({ me: { hand: ['Dark Magic Attack'], monsters: [{ card: 'Dark Magician', faceUp: false, position: 'defense' }] }, opp }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Dark Magic Attack'], monsters: [{ card: 'Celtic Guardian' }] }, opp }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Dark Magic Attack'], monsters: [{ card: 'Dark Magician' }] } }), 'activate')).toEqual([]);
  });
});
