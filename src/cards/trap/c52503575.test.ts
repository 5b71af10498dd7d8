import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Final Attack Orders (texts-2016): "All face-up monsters on the field are changed to Attack Position and their
 * battle positions cannot be changed." Rule code locksInAttack (src/engine/test/locksInAttack.test.ts).
 */
const ORDERS = { card: 'Final Attack Orders', faceUp: true };

describe('Final Attack Orders', () => {
  it('as it resolves, every face-up Defense Position monster on the field is changed to Attack Position; face-down ones stay', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Final Attack Orders', faceUp: false }], monsters: [{ card: 'Celtic Guardian', position: 'defense' }] },
      opp: { monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }, { card: 'Sangan', position: 'defense', faceUp: false }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Final Attack Orders') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', position: 'attack' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Giant Soldier of Stone', position: 'attack' });
    expect(opp(x).monsters[1]).toMatchObject({ faceUp: false, position: 'defense' });
  });

  it('face-up monsters cannot change their battle position', () => {
    const d = duelOf({ me: { spellTraps: [ORDERS], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'changePosition')).toEqual([]);
    const free = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(free, 'changePosition')).toHaveLength(1);
  });

  it('a Set monster comes face-up in Attack Position once Flip Summoned (a Flip Summon is allowed)', () => {
    const d = duelOf({ me: { spellTraps: [ORDERS], monsters: [{ card: 'Sangan', position: 'defense', faceUp: false }] } });
    const x = passAll(play(d, legal(d, 'flipSummon')[0]!));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Sangan', faceUp: true, position: 'attack' });
  });

  it('with Light of Intervention, a monster Normal Summoned in face-up Defense Position is changed to Attack Position', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [ORDERS, { card: 'Light of Intervention', faceUp: true }] } });
    const x = passAll(play(d, legal(d, 'setMonster', idOf(d, 'Celtic Guardian'))[0]!));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'attack' });
  });

  it('once it leaves the field, positions may change again', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], spellTraps: [ORDERS], monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Final Attack Orders')] }));
    expect(legal(x, 'changePosition')).toHaveLength(1);
  });
});
