import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Frontline Base (texts-2016): "Once per turn, during your Main Phase, you can Special Summon 1 Level 4 or lower
 * Union Monster from your hand."
 */
const BASE = [{ card: 'Frontline Base', faceUp: true }];

describe('Frontline Base', () => {
  it('activates and stays face-up', () => {
    const d = duelOf({ me: { hand: ['Frontline Base'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Frontline Base') }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Frontline Base', faceUp: true });
  });

  it('once per turn in your Main Phase: Special Summons 1 Level 4 or lower Union monster from your hand', () => {
    const d = duelOf({ me: { spellTraps: BASE, hand: ['A-Assault Core', 'Heavy Mech Support Platform', 'Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Frontline Base'), effect: 1 });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'A-Assault Core'), idOf(d, 'Heavy Mech Support Platform')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'A-Assault Core')] }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'A-Assault Core', position: 'attack' });
    expect(legal(x, 'activate', idOf(d, 'Frontline Base'))).toEqual([]);
    // The Normal Summon is still there.
    expect(legal(x, 'normalSummon').length).toBeGreaterThan(0);
  });

  it('not without a Union monster in the hand, nor outside the Main Phase', () => {
    expect(legal(duelOf({ me: { spellTraps: BASE, hand: ['Celtic Guardian'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ phase: 'battle', me: { spellTraps: BASE, hand: ['A-Assault Core'] } }), 'activate')).toEqual([]);
  });
});
