import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from './dsl';

/*
 * Rule code `lpGainBecomesDamage` (Bad Reaction to Simochi: "any effect of increasing your opponent's Life Points
 * is changed to inflict the same amount of points in damage"): the gain is effect damage instead, so what
 * prevents effect damage prevents it too.
 */
const DECK = Array.from({ length: 4 }, () => 'Celtic Guardian');

describe('an LP gain that becomes damage', () => {
  it('is effect damage to the player who would have gained', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Bad Reaction to Simochi', faceUp: true }] }, opp: { hand: ['Dian Keto the Cure Master'], deck: DECK } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Dian Keto the Cure Master', 1) }));
    expect(opp(y).lp).toBe(7000);
  });

  it('is stopped like any effect damage: their Des Wombat leaves their LP as they were', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Bad Reaction to Simochi', faceUp: true }] }, opp: { hand: ['Dian Keto the Cure Master'], monsters: [{ card: 'Des Wombat' }], deck: DECK } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Dian Keto the Cure Master', 1) }));
    expect(opp(y).lp).toBe(8000);
  });
});
