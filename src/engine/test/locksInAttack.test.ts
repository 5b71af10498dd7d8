import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';

/*
 * "All face-up monsters on the field are changed to Attack Position and their battle positions cannot be
 * changed" (Final Attack Orders; rule code `locksInAttack`, ygopro's EFFECT_SET_POSITION to face-up Attack plus
 * EFFECT_CANNOT_CHANGE_POSITION): a continuous effect, so the state check changes every face-up monster it
 * holds to Attack Position after each action, and no position change is offered for them. A monster also held
 * in Defense Position (Dragon Capture Jar) stays in Defense Position (the two locks do not take turns).
 */
const ORDERS = { card: 'Final Attack Orders', faceUp: true };

describe('Monsters held in Attack Position', () => {
  it('a face-up Defense Position monster is changed to Attack Position after the next action', () => {
    const d = duelOf({ me: { hand: ['Sangan'], spellTraps: [ORDERS] }, opp: { monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }] } });
    const x = passAll(play(d, legal(d, 'normalSummon', idOf(d, 'Sangan'))[0]!));
    expect(opp(x).monsters[0]).toMatchObject({ position: 'attack' });
  });

  it('no manual position change for a monster it holds', () => {
    const d = duelOf({ me: { spellTraps: [ORDERS], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'changePosition')).toEqual([]);
  });

  it('a Dragon also held in Defense Position by Dragon Capture Jar stays in Defense Position', () => {
    const d = duelOf({ me: { hand: ['Sangan'], spellTraps: [ORDERS, { card: 'Dragon Capture Jar', faceUp: true }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon', position: 'defense' }] } });
    const x = passAll(play(d, legal(d, 'normalSummon', idOf(d, 'Sangan'))[0]!));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'defense' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Sangan', position: 'attack' });
  });
});
