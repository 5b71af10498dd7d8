import { describe, expect, it } from 'vitest';
import { applyAction, decidingPlayer, legalActions, viewFor, type Action, type Duel } from '../engine';
import { duelOf, idOf } from '../engine/test/dsl';
import { BATTLE } from './battle';
import { chooseHard, HARD } from './hard';
import { Dice } from './random';

/** Hard with its Battle Phase planned plan by plan (`planBattle`) plays player 0's turn; the other side passes. */
function hardTurn(duel: Duel, seed: number): { duel: Duel; chosen: Action[] } {
  const turn = duel.turn;
  const chosen: Action[] = [];
  for (let i = 0; i < 200 && duel.winner === null && duel.turn === turn; i++) {
    const who = decidingPlayer(duel);
    const legal = legalActions(duel);
    if (who === null || legal.length === 0) break;
    let action: Action;
    if (who === 0) {
      action = legal.length > 1 ? chooseHard(viewFor(duel, 0), legal, new Dice(seed + i), undefined, { ...HARD, battle: BATTLE }) : legal[0]!;
      chosen.push(action);
    } else {
      action = legal.find((a) => a.type === 'pass') ?? legal[0]!;
    }
    duel = applyAction(duel, action);
  }
  return { duel, chosen };
}

const SEEDS = [1, 2, 3];

describe('Hard planning its Battle Phase', () => {
  it.each(SEEDS)('finds the order that wins: the weaker attacker clears the defender, the stronger attacks directly (seed %i)', (seed) => {
    // Summoned Skull (2500) into the Set-up defender deals nothing and leaves 1400 direct: short of 2500.
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] },
      opp: { lp: 2500, monsters: [{ card: 'Celtic Guardian', position: 'defense' }] },
    });
    // From the Battle Phase: the plan is what is tested, not the Main Phase before it.
    const { duel, chosen } = hardTurn(applyAction(d, { type: 'nextPhase', to: 'battle' }), seed);
    expect(chosen.find((a) => a.type === 'attack')).toEqual({ type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Celtic Guardian', 1) });
    expect(duel.winner).toBe(0);
  });

  it.each(SEEDS)('does not attack into a stronger face-up monster (seed %i)', (seed) => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const { chosen } = hardTurn(d, seed);
    expect(chosen.filter((a) => a.type === 'attack')).toEqual([]);
  });
});
