import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../engine/test/dsl';
import { legalActions, viewFor } from '../engine';
import { pendulumScaleToPlace } from './pendulum';
import { playTurn } from './testing';
import type { Level } from './levels';

const HAND = ['Timegazer Magician', 'Stargazer Magician', 'Summoned Skull', 'Dark Magician', 'Celtic Guardian'];

describe('the computer and Pendulum Summons', () => {
  for (const level of ['easy', 'normal', 'hard'] as Level[]) {
    it(`at ${level}, holding Stargazer and Timegazer Magician with an empty field, it activates both as Scales and Pendulum Summons from the hand`, () => {
      const d = duelOf({ me: { hand: HAND } });
      const { duel, chosen } = playTurn(d, 0, level, 7);
      const kinds = chosen.map((a) => (a.type === 'specialSummon' ? `specialSummon:${a.method}` : a.type));
      expect(kinds.slice(0, 3)).toEqual(['activatePendulum', 'activatePendulum', 'specialSummon:pendulum']);
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
      expect(chosen.slice(0, 3).map((a) => (a.type === 'specialSummon' ? `specialSummon:${a.method}` : a.type))).toEqual(['activatePendulum', 'activatePendulum', 'specialSummon:pendulum']);
    }
  });

  it('plans no Scale when the span would bring nothing: a lone Pendulum Monster, or a pair with only Level 1 and 8 monsters beside it', () => {
    const lone = duelOf({ me: { hand: ['Stargazer Magician', 'Celtic Guardian', 'Dark Magician'] } });
    expect(pendulumScaleToPlace(viewFor(lone, 0), legalActions(lone))).toBeNull();
    const pair = duelOf({ me: { hand: ['Stargazer Magician', 'Timegazer Magician', 'Blue-Eyes White Dragon'] } });
    expect(legalActions(pair).some((a) => a.type === 'activatePendulum')).toBe(true);
    expect(pendulumScaleToPlace(viewFor(pair, 0), legalActions(pair))).toBeNull();
    const useful = duelOf({ me: { hand: ['Stargazer Magician', 'Timegazer Magician', 'Celtic Guardian'] } });
    expect(pendulumScaleToPlace(viewFor(useful, 0), legalActions(useful))).toMatchObject({ type: 'activatePendulum' });
  });
});
