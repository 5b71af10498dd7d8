import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '..';
import { duelOf, idOf, passWindows, play } from './dsl';

/*
 * "Face-down at the start of the Damage Step" (Marshmallon): the attack remembers that its target was flipped face-up
 * before damage calculation (`PendingAttack.targetFlipped`), through the Chains of that window, and the event after
 * damage calculation says so (`damageCalculated.targetFaceDownAtStart`).
 */

/** Player 0 attacks the opponent's Kuriboh with Summoned Skull; `respond` plays in the window before damage calculation. */
function calculated(kuriboh: { faceUp: boolean }, respond = false): Duel {
  const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Kuriboh', position: 'defense', ...kuriboh }] } });
  let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Kuriboh', 1) });
  // Pass until the window before damage calculation (the attack in its Damage Step, the turn player to act).
  let rushed = !respond;
  for (let i = 0; i < 40 && !x.events.some((e) => e.type === 'damageCalculated'); i++) {
    const rush = legalActions(x).find((a) => a.type === 'activate' && a.card === idOf(d, 'Rush Recklessly'));
    if (!rushed && rush && x.flow.next?.some((c) => c.kind === 'attack' && c.attack.damageStep === true)) {
      x = play(x, rush, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
      rushed = true;
      continue;
    }
    x = play(x, legalActions(x).find((a) => a.type === 'pass')!);
  }
  expect(rushed).toBe(true);
  return x;
}

describe('face-down at the start of the Damage Step (damageCalculated.targetFaceDownAtStart)', () => {
  it('a face-down target flipped before damage calculation: the event says so', () => {
    expect(calculated({ faceUp: false }).events).toContainEqual(expect.objectContaining({ type: 'damageCalculated', targetFaceDownAtStart: true }));
  });

  it('still so after a Chain in the window before damage calculation (Rush Recklessly)', () => {
    expect(calculated({ faceUp: false }, true).events).toContainEqual(expect.objectContaining({ type: 'damageCalculated', targetFaceDownAtStart: true }));
  });

  it('a face-up target: not said', () => {
    const e = calculated({ faceUp: true }).events.find((x) => x.type === 'damageCalculated');
    expect(e).toBeDefined();
    expect(e).not.toHaveProperty('targetFaceDownAtStart');
  });
});
