import { describe, expect, it } from 'vitest';
import { positionFromSearch } from './position';

const link = (scenario: unknown) => `?scenario=${encodeURIComponent(JSON.stringify(scenario))}`;

describe('a position in the page address (?scenario=)', () => {
  it('is absent without the parameter', () => {
    expect(positionFromSearch('?seed=4')).toBeNull();
  });

  it('is read with where it starts', () => {
    const got = positionFromSearch(link({ turn: 4, turnPlayer: 1, phase: 'main2', players: [{}, { monsters: [{ card: 'Summoned Skull' }] }] }));
    expect(got).toMatchObject({ position: { turn: 4, turnPlayer: 1, phase: 'main2' } });
  });

  it('is refused with the engine’s reason when a card is unknown', () => {
    const got = positionFromSearch(link({ players: [{ hand: ['No Such Card'] }, {}] }));
    expect(got).toEqual({ error: expect.stringMatching(/cannot be played.*unknown card "No Such Card"/) });
  });

  it('is refused when it is not JSON', () => {
    expect(positionFromSearch('?scenario=%7Bturn')).toEqual({ error: expect.stringMatching(/not readable/) });
  });
});
