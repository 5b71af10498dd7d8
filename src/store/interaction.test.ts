import { describe, expect, it } from 'vitest';
import { loadScenario, legalActions } from '../engine';
import { buildInteraction, responseWindow, selectableIds, summonsForZone } from './interaction';

describe('the mat adapter over legalActions', () => {
  it('lists what may be Summoned or Set into an empty Monster Zone, with the zone filled in', () => {
    const duel = loadScenario({
      turn: 1, turnPlayer: 0, phase: 'main1', seed: 1,
      players: [
        { lp: 8000, hand: ['Celtic Guardian'], deck: ['Celtic Guardian'], monsters: [{ card: 'Summoned Skull', position: 'attack' }] },
        { lp: 8000, hand: [], deck: ['Celtic Guardian'] },
      ],
    } as never);
    const ia = buildInteraction(duel, legalActions(duel));
    const intoZone2 = summonsForZone(ia, 1);
    expect(intoZone2.map((a) => a.type).sort()).toEqual(['normalSummon', 'setMonster']);
    expect(intoZone2.every((a) => a.zone === 1)).toBe(true);
    // Zone 1 holds Summoned Skull: nothing of Level 4 or lower may go there.
    expect(summonsForZone(ia, 0)).toEqual([]);
    expect(responseWindow(ia)).toBeNull();
    expect(selectableIds(ia).size).toBe(0);
  });
});
