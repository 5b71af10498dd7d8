/** Saves and replays made before issue 32 hold the old Pendulum actions: they still load and play. */
import { describe, expect, it } from 'vitest';
import { PENDULUM_SCALE, type Action, type Scenario } from '../engine';
import { idOf, pendulumSummon, play } from '../engine/test/dsl';
import { replay, type DuelStart } from './saveGame';

const legacy = (a: object): Action => a as Action;
const SCALES = ['Stargazer Magician', 'Timegazer Magician'];

describe('saves with the actions of earlier versions', () => {
  it('a save holding the old actions loads and plays to the same duel as today\'s actions', () => {
    const scenario = { turn: 3, turnPlayer: 0 as const, phase: 'main1' as const, players: [{ hand: SCALES.concat(['Celtic Guardian', 'Baby Dragon']), deck: ['Feral Imp', 'Feral Imp'] }, { deck: ['Feral Imp', 'Feral Imp'] }] };
    const start: DuelStart = { kind: 'scenario', scenario: scenario as Scenario };
    const first = replay(start, []);
    if (!first.ok) throw new Error(first.error);
    const ids = (name: string) => idOf(first.value[0]!, name);
    const old = replay(start, [
      legacy({ type: 'activatePendulum', card: ids('Stargazer Magician'), zone: 0 }),
      legacy({ type: 'activatePendulum', card: ids('Timegazer Magician'), zone: 1 }),
      legacy({ type: 'specialSummon', method: 'pendulum', card: ids('Celtic Guardian'), monsters: [ids('Celtic Guardian'), ids('Baby Dragon')] }),
    ]);
    if (!old.ok) throw new Error(old.error);
    const now = play(first.value[0]!,
      { type: 'activate', card: ids('Stargazer Magician'), effect: PENDULUM_SCALE, zone: 0 },
      { type: 'activate', card: ids('Timegazer Magician'), effect: PENDULUM_SCALE, zone: 1 },
    );
    expect(JSON.stringify(old.value.at(-1))).toBe(JSON.stringify(pendulumSummon(now, [ids('Celtic Guardian'), ids('Baby Dragon')])));
  });
});
