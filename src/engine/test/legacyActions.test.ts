/**
 * Actions saved by earlier versions still play (migrate.ts `upgradeAction`): saves and replays are a
 * start plus actions, so an old action name must keep its meaning. Before issue 32, a Pendulum
 * Monster was activated with `activatePendulum`, and a Pendulum Summon named all its monsters at once.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, describeAction, IllegalActionError, type Action } from '..';
import { PENDULUM_SCALE } from '../state';
import { duelOf, idOf, pendulumSummon } from './dsl';

const legacy = (a: object): Action => a as Action;
const SCALES: [string, string] = ['Stargazer Magician', 'Timegazer Magician'];

describe('actions of earlier versions', () => {
  it('activatePendulum is today\'s activate of a Pendulum Monster in a Pendulum Zone', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'] } });
    const knight = idOf(d, 'Flash Knight');
    const old = applyAction(d, legacy({ type: 'activatePendulum', card: knight, zone: 1 }));
    const now = applyAction(d, { type: 'activate', card: knight, effect: PENDULUM_SCALE, zone: 1 });
    expect(JSON.stringify(old)).toBe(JSON.stringify(now));
    expect(describeAction(d, legacy({ type: 'activatePendulum', card: knight, zone: 1 }))).toBe('Activate Flash Knight in the right Pendulum Zone');
  });

  it('a Pendulum Summon naming its monsters and positions is the declaration followed by the same answers', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Baby Dragon', 'Summoned Skull'], pendulum: SCALES } });
    const [guardian, baby] = [idOf(d, 'Celtic Guardian'), idOf(d, 'Baby Dragon')];
    const old = applyAction(d, legacy({ type: 'specialSummon', method: 'pendulum', card: guardian, monsters: [guardian, baby], positions: ['attack', 'defense'] }));
    const now = pendulumSummon(d, [guardian, baby], ['attack', 'defense']);
    expect(JSON.stringify(old)).toBe(JSON.stringify(now));
    expect(old.players[0].hand).toEqual([idOf(d, 'Summoned Skull')]);
  });

  it('an old Pendulum Summon naming a monster outside the Scales is refused with the reason, and the duel is unchanged', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull', 'Kuriboh'], pendulum: ['Flash Knight', 'Timegazer Magician'] } });
    const kuriboh = idOf(d, 'Kuriboh');
    const before = JSON.stringify(d);
    expect(() => applyAction(d, legacy({ type: 'specialSummon', method: 'pendulum', card: kuriboh, monsters: [kuriboh] }))).toThrow(IllegalActionError);
    expect(() => applyAction(d, legacy({ type: 'specialSummon', method: 'pendulum', card: kuriboh, monsters: [kuriboh] }))).toThrow(/Kuriboh is not among the monsters that may be Pendulum Summoned now/);
    expect(JSON.stringify(d)).toBe(before);
  });
});
