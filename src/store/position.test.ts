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

  it('is refused when it is not JSON, in words (the parser’s own text only as the detail)', () => {
    expect(positionFromSearch('?scenario=%7Bturn')).toEqual({ error: 'The position in this link is not readable (it must be scenario JSON).', detail: expect.stringMatching(/JSON/) });
  });

  // Issue 37: these were accepted (1e400 became Infinity, then null after a save's JSON round trip).
  it.each([
    ['{"startLp":1e400,"players":[{},{}]}', 'startLp must be a whole number from 1 to 1,000,000 (got Infinity)'],
    ['{"startLp":"abc","players":[{},{}]}', 'startLp must be a whole number from 1 to 1,000,000 (got "abc")'],
    ['{"seed":-3,"players":[{},{}]}', 'seed must be a whole number from 0 to 4,294,967,295 (got -3)'],
    ['{"players":[{"monsters":[{"card":"Celtic Guardian","materials":["Feral Imp"]}]},{}]}', 'player 1 Monster Zone 1 materials: Celtic Guardian is not an Xyz Monster, so it has no Xyz Materials'],
  ])('is refused, naming the bad field: %s', (json, reason) => {
    expect(positionFromSearch(`?scenario=${encodeURIComponent(json)}`)).toEqual({ error: `The position in this link cannot be played. Bad scenario: ${reason}` });
  });
});
