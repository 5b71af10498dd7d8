import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../engine/test/dsl';
import { playTurn } from './testing';

describe('the computer and Pendulum Summons', () => {
  it('at hard, holding Stargazer and Timegazer Magician with an empty field, it activates both as Scales and Pendulum Summons from the hand', () => {
    const d = duelOf({ me: { hand: ['Timegazer Magician', 'Stargazer Magician', 'Summoned Skull', 'Dark Magician', 'Celtic Guardian'] } });
    const { duel, chosen } = playTurn(d, 0, 'hard', 7);
    const kinds = chosen.map((a) => (a.type === 'specialSummon' ? `specialSummon:${a.method}` : a.type));
    expect(kinds.slice(0, 3)).toEqual(['activatePendulum', 'activatePendulum', 'specialSummon:pendulum']);
    expect(me(duel).monsters.filter((m) => m !== null).map((m) => m!.name).sort()).toEqual(['Celtic Guardian', 'Dark Magician', 'Summoned Skull']);
  });
});
