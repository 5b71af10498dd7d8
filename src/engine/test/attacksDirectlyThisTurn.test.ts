import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "This card can attack your opponent directly this turn" (Gear Golem the Moving Fortress): rule code attacksDirectly
 * recorded about the card for the turn (a printed one, Reaper on the Nightmare, holds while face-up). A recorded rule
 * about a card ends when it leaves the field or is turned face-down (board.ts forgetRulesAbout).
 */

describe('attacking directly this turn, by a recorded rule', () => {
  const d = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: 'Gear Golem the Moving Fortress' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
  const golem = idOf(d, 'Gear Golem the Moving Fortress');
  const recorded = passAll(play(d, { type: 'activate', card: golem }));

  it('lets the monster attack directly while the opponent controls monsters', () => {
    expect(recorded.rules).toContainEqual(expect.objectContaining({ code: 'attacksDirectly', card: golem, lasts: { kind: 'thisTurn', turn: 3 } }));
    expect(legal(toBattle(recorded), 'attack', golem).some((a) => a.target === 'direct')).toBe(true);
  });

  it('ends once the monster is turned face-down', () => {
    const down = passAll(play(recorded, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [golem] }));
    expect(down.rules.some((r) => r.code === 'attacksDirectly')).toBe(false);
  });
});
