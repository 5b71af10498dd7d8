import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, decidingPlayer, legalActions, legalActionsFor, viewFor, type Action, type Duel } from '../engine';
import { duelOf, idOf } from '../engine/test/dsl';
import { chooseHard, HARD, type HardOptions } from './hard';
import { deferPositionChanges, deferPositionChangesIn } from './positions';
import { consideredActions } from '.';
import { Dice } from './random';
import { greedy, ranked } from './simulate';

/**
 * Hard's tuning options that are off by default (`bench:ai --positions`, `--followUps N`,
 * `--distinct`, `--hard ...,0,...` for the greedy playout policy), and `HARD` with some of its own
 * turned off (`--replies none`, `--windows 0`): each must still play sound turns.
 */
const VARIANTS: [string, Partial<HardOptions>][] = [
  ['playouts keep position changes for after the battle', { positions: true }],
  ['its next move in a playout is the best of 2 by shorter playouts', { followUps: 2 }],
  ['copies of a card take one contender place', { distinct: true }],
  ["both sides' playout moves greedy (the sixth round's Hard)", { policy: 'greedy' }],
  ["its own Set cards fire in its playouts, windows left to its first look", { windows: false }],
  ["no Set card fires in its playouts, windows left to its first look (the seventeenth round's Hard)", { replies: false, windows: false }],
  ['its prompts left to its first look', { prompts: false }],
];

/** Player 0 plays its turn with Hard and the given options (as `chooseAction` would call it); player 1 passes. */
function hardTurn(duel: Duel, options: HardOptions, seed: number): { duel: Duel; chosen: Action[] } {
  const turn = duel.turn;
  const chosen: Action[] = [];
  for (let i = 0; i < 200 && duel.winner === null && duel.turn === turn; i++) {
    const legal = legalActions(duel);
    if (decidingPlayer(duel) === 0) {
      const candidates = consideredActions(viewFor(duel, 0), legalActionsFor(duel, 0));
      const action = actionFromView(duel, 0, candidates.length === 1 ? candidates[0]! : chooseHard(viewFor(duel, 0), candidates, new Dice(seed + i), undefined, options));
      chosen.push(action);
      duel = applyAction(duel, action);
    } else {
      duel = applyAction(duel, legal.find((a) => a.type === 'pass') ?? legal[0]!);
    }
  }
  return { duel, chosen };
}

describe.each(VARIANTS)('Hard with an option: %s', (_name, option) => {
  const options: HardOptions = { ...HARD, ...option };

  it('attacks for game with lethal on board', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], hand: ['Feral Imp', 'Feral Imp'] },
      opp: { lp: 3000, hand: ['Mystical Elf'] },
    });
    expect(hardTurn(d, options, 1).duel.winner).toBe(0);
  });

  it('does not attack into a stronger face-up monster, and chooses the same again with the same seed', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }], hand: ['Battle Ox', 'Battle Ox'] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const first = hardTurn(d, options, 3);
    expect(first.chosen.filter((a) => a.type === 'attack')).toEqual([]);
    expect(hardTurn(d, options, 3).chosen).toEqual(first.chosen);
  });
});

describe('the move rules playouts share with the levels', () => {
  it('keeps an attacker in Attack Position in Main Phase 1 on a duel as on a view (deferPositionChangesIn)', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp', position: 'defense' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const legal = legalActions(d);
    const toDefense = { type: 'changePosition', card: idOf(d, 'Celtic Guardian') };
    expect(legal).toContainEqual(toDefense);
    const kept = deferPositionChangesIn(d, 0, legal);
    expect(kept).not.toContainEqual(toDefense);
    expect(kept).toContainEqual({ type: 'changePosition', card: idOf(d, 'Feral Imp') });
    expect(kept).toEqual(deferPositionChanges(viewFor(d, 0), legal));
  });

  it("ranks the choices with greedy's own first first (ranked)", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }], hand: ['Summoned Skull', 'Feral Imp', 'Battle Ox'] },
      opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] },
    });
    const legal = legalActions(d);
    const order = ranked(d, legal, 0, undefined, Infinity);
    expect(order[0]).toEqual(greedy(d, legal, 0, undefined, Infinity));
    expect([...order].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([...legal].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
  });
});

describe('Hard searching response windows (`windows: true`, on in `HARD`)', () => {
  it.each([1, 2, 3])('keeps a Set Waboku through a mere Summon when its own Set cards fire in its playouts (seed %i)', (seed) => {
    // Without its Chain answers in the playouts (the third round), the Trap never fires later there, so
    // spending it at once looked better: searched, every seed activated it on this Summon.
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Waboku', faceUp: false }] }, opp: { hand: ['Battle Ox'] } });
    const summoned = applyAction(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox', 1), tributes: [] });
    const decide = (option: Partial<HardOptions>): Action => chooseHard(viewFor(summoned, 0), legalActions(summoned), new Dice(seed), undefined, { ...HARD, ...option });
    expect(decide({ windows: true, replies: false })).toEqual({ type: 'activate', card: idOf(d, 'Waboku'), effect: 0 });
    expect(decide({ windows: true, replies: true, repliesBy: 'me' })).toEqual({ type: 'pass' });
  });
});
