/**
 * One source of legality, as a property over fuzzed duels (issue 32 item 3): see legalityWalk.ts.
 */
import { describe, expect, it } from 'vitest';
import { walk, type Tally } from './legalityWalk';

describe('One source of legality (property over fuzzed duels)', () => {
  it('applyAction accepts exactly what legalActions lists, and refuses the rest with the rule\'s reason', () => {
    const tally: Tally = { listed: 0, refused: 0, reasons: new Set(), kinds: new Set() };
    for (let seed = 1; seed <= 6; seed++) walk(seed, tally, 200);
    // The walk reached many positions and refused many kinds of action, each for a stated reason.
    expect(tally.listed).toBeGreaterThan(1500);
    expect(tally.refused).toBeGreaterThan(5000);
    expect(tally.reasons.size).toBeGreaterThan(25);
    // Among them every kind of move, the Pendulum ones and a free choice's "stop" included.
    expect([...tally.kinds]).toEqual(expect.arrayContaining(['normalSummon', 'setMonster', 'flipSummon', 'changePosition', 'attack', 'activate', 'activate:scale', 'setSpellTrap', 'specialSummon:synchro', 'specialSummon:pendulum', 'select:stop', 'pass', 'nextPhase']));
  }, 60_000);
});
