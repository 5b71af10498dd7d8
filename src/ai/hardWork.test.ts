import { describe, expect, it } from 'vitest';
import { legalActionsFor, viewFor } from '../engine';
import { duelOf } from '../engine/test/dsl';
import { chooseHard, type HardTrace } from './hard';
import { Dice } from './random';
import { SETTINGS, type HardSettings } from './settings';

/**
 * Hard's work bound (`HardSettings.work`): counted in simulated actions, so a decision stays
 * deterministic and the widest positions stay in time. The first round of playouts always runs;
 * once the bound is passed no further playout starts, and a round cut short is dropped whole.
 */
const position = duelOf({
  me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }], hand: ['Battle Ox', 'Mystical Elf', 'Summoned Skull'] },
  opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Trap Hole', 'Kuriboh'], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
});
const view = viewFor(position, 0);
const legal = legalActionsFor(position, 0);

function decide(settings: Partial<HardSettings>): { action: unknown; trace: HardTrace } {
  const trace: HardTrace = { look: 0, rounds: [], kept: 0, contenders: 0 };
  const action = chooseHard(view, legal, new Dice(5), { ...SETTINGS.hard, ...settings }, undefined, trace);
  return { action, trace };
}

describe("Hard's work bound", () => {
  it('plays every round without a bound (the position has contenders worth a search)', () => {
    const { trace } = decide({ work: Infinity });
    expect(trace.contenders).toBeGreaterThanOrEqual(2);
    expect(trace.kept).toBe(SETTINGS.hard.playouts);
  });

  it('stops after its first round with a tiny bound', () => {
    const { trace } = decide({ work: 1 });
    expect(trace.rounds).toHaveLength(1);
    expect(trace.kept).toBe(1);
  });

  it('drops a round cut short, so its choice is the one of the first round alone', () => {
    const full = decide({ work: Infinity }).trace;
    // Just over the first round's work: the second round begins and stops after its first contender.
    const cut = decide({ work: full.rounds[0]! + 1 });
    expect(cut.trace.rounds).toHaveLength(2);
    expect(cut.trace.rounds[1]!).toBeLessThan(full.rounds[1]!);
    expect(cut.trace.kept).toBe(1);
    expect(cut.action).toEqual(decide({ playouts: 1 }).action);
  });
});
