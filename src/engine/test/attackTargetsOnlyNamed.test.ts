import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal } from './dsl';
import { endTurn, toBattle } from './turns';

/*
 * "Your opponent cannot target monsters for attacks for the rest of this turn, except <name>" (recorded rule code
 * `attackTargetsOnlyNamed`, Hippo Carnival): a duration recorded in the duel (rulebook v9.1 "Continuous Effects":
 * an effect applying for a set time), asked as an attack target is chosen (legal.ts attackTargetRefusal, with the
 * field's `cannotBeAttackTarget`). The rule's player's monsters but those of the name in its key cannot be
 * selected; with monsters there and none selectable, no attack at all (v9.1 "Direct Attack": only with no monster).
 */
const ONLY_SKULLS = (player: 0 | 1, turn: number): DuelRule => ({ code: 'attackTargetsOnlyNamed', player, key: '70781052', lasts: { kind: 'thisTurn', turn } });
const withRule = (d: Duel, rule: DuelRule): Duel => ({ ...d, rules: [...d.rules, rule] });
const targets = (x: Duel) => legal(x, 'attack').map((a) => a.target);

describe('Only monsters of a name may be selected as attack targets', () => {
  it("the rule's player's monsters of the name are the only targets; the others are refused with a reason", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] } });
    const x = toBattle(withRule(d, ONLY_SKULLS(1, d.turn)));
    expect(targets(x)).toEqual([idOf(x, 'Summoned Skull', 1)]);
    expect(whyIllegal(x, { type: 'attack', card: idOf(x, 'Blue-Eyes White Dragon'), target: idOf(x, 'Celtic Guardian', 1) })).toBe(
      'A card effect stops you selecting that monster as an attack target',
    );
  });

  it('with none of the name among monsters there, no attack: no target and no direct attack', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    const x = toBattle(withRule(d, ONLY_SKULLS(1, d.turn)));
    expect(legal(x, 'attack')).toEqual([]);
  });

  it("about its player's monsters only: the other player's monsters may be attacked as usual", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = toBattle(withRule(d, ONLY_SKULLS(0, d.turn)));
    expect(targets(x)).toEqual([idOf(x, 'Celtic Guardian', 1)]);
  });

  it('this turn only: the next turn the same monsters may be attacked', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = withRule(d, ONLY_SKULLS(0, d.turn));
    expect(targets(toBattle(x))).toEqual([]);
    // Player 2's next turn: the rule of that earlier turn is gone.
    x = endTurn(endTurn(x));
    expect(x.turnPlayer).toBe(1);
    expect(targets(toBattle(x))).toEqual([idOf(x, 'Celtic Guardian')]);
  });
});
