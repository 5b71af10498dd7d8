import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../engine/test/dsl';
import { isPendulumScaleActivation, legalActions, PENDULUM_SCALE, viewFor, type Action } from '../engine';
import { pendulumScaleToPlace } from './pendulum';
import { playTurn } from './testing';
import type { Level } from './levels';

/** A Pendulum Monster activated as a Scale, a Summon by its method, or the action's type. */
const kind = (a: Action): string => (isPendulumScaleActivation(a) ? 'scale' : a.type === 'specialSummon' ? `specialSummon:${a.method}` : a.type);

const HAND = ['Timegazer Magician', 'Stargazer Magician', 'Summoned Skull', 'Dark Magician', 'Celtic Guardian'];

describe('the computer and Pendulum Summons', () => {
  for (const level of ['easy', 'normal', 'hard'] as Level[]) {
    it(`at ${level}, holding Stargazer and Timegazer Magician with an empty field, it activates both as Scales and Pendulum Summons from the hand`, () => {
      const d = duelOf({ me: { hand: HAND } });
      const { duel, chosen } = playTurn(d, 0, level, 7);
      const kinds = chosen.map(kind);
      expect(kinds.slice(0, 3)).toEqual(['scale', 'scale', 'specialSummon:pendulum']);
      expect(me(duel).monsters.filter((m) => m !== null).length).toBeGreaterThanOrEqual(2);
    });
  }

  it('at hard, facing a Battle Ox with Gaia and Summoned Skull in hand too, it still places both Scales first (neither its one-step look nor its playouts see a lone Scale pay)', () => {
    const d = duelOf({
      me: { hand: ['Stargazer Magician', 'Timegazer Magician', 'Celtic Guardian', 'Gaia the Fierce Knight', 'Summoned Skull'] },
      opp: { monsters: [{ card: 'Battle Ox', position: 'attack' }] },
    });
    for (const seed of [1, 2, 3]) {
      const { chosen } = playTurn(d, 0, 'hard', seed);
      expect(chosen.slice(0, 3).map(kind)).toEqual(['scale', 'scale', 'specialSummon:pendulum']);
    }
  });

  it('plans no Scale when the span would bring nothing: a lone Pendulum Monster, or a pair with only Level 1 and 8 monsters beside it', () => {
    const lone = duelOf({ me: { hand: ['Stargazer Magician', 'Celtic Guardian', 'Dark Magician'] } });
    expect(pendulumScaleToPlace(viewFor(lone, 0), legalActions(lone))).toBeNull();
    const pair = duelOf({ me: { hand: ['Stargazer Magician', 'Timegazer Magician', 'Blue-Eyes White Dragon'] } });
    expect(legalActions(pair).some(isPendulumScaleActivation)).toBe(true);
    expect(pendulumScaleToPlace(viewFor(pair, 0), legalActions(pair))).toBeNull();
    const useful = duelOf({ me: { hand: ['Stargazer Magician', 'Timegazer Magician', 'Celtic Guardian'] } });
    expect(pendulumScaleToPlace(viewFor(useful, 0), legalActions(useful))).toMatchObject({ type: 'activate', effect: PENDULUM_SCALE });
  });
});
