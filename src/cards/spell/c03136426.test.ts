import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Level Limit - Area B', () => {
  it('changes every face-up Level 4 or higher monster to Defense Position, on both sides; Level 3 or lower and face-down monsters stay as they are', () => {
    const d = duelOf({
      me: { hand: ['Level Limit - Area B'], monsters: [{ card: 'Feral Imp' }, { card: 'Mammoth Graveyard' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Level Limit - Area B') }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Level Limit - Area B', faceUp: true });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', position: 'defense' });
    expect(me(x).monsters[1]).toMatchObject({ name: 'Mammoth Graveyard', position: 'attack' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense' });
    expect(opp(x).monsters[1]).toMatchObject({ position: 'defense', faceUp: false });
  });

  it('a Level 4 or higher monster Summoned while it is face-up goes to Defense Position and cannot change back', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', position: 'defense' });
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('once it leaves the field, the monsters may change position again', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Feral Imp', position: 'defense' }], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] } });
    expect(legal(d, 'changePosition', idOf(d, 'Feral Imp'))).toEqual([]);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Level Limit - Area B')] }));
    expect(me(x).graveyard.sort()).toEqual(['Level Limit - Area B', 'Mystical Space Typhoon']);
    expect(legal(x, 'changePosition', idOf(d, 'Feral Imp'))).toHaveLength(1);
  });
});
