import { describe, expect, it } from 'vitest';
import { type Duel } from '..';
import { duelOf, idOf, me, passAll, play } from './dsl';

/*
 * Rule code `noDamageFromLink` (Trap of Board Eraser: "negate the effect damage you receive"): the damage one
 * Chain Link (key `<card>#<effect>`) would inflict to the player becomes 0; other links' damage is taken.
 */
function hinotamaWith(key: (hinotama: string) => string): Duel {
  const loaded = duelOf({ turn: 4, turnPlayer: 1, opp: { hand: ['Hinotama'] } });
  const hinotama = idOf(loaded, 'Hinotama', 1);
  const d = { ...loaded, rules: [{ code: 'noDamageFromLink' as const, player: 0 as const, key: key(hinotama), lasts: { kind: 'thisTurn' as const, turn: loaded.turn } }] };
  return passAll(play(d, { type: 'activate', card: hinotama }));
}

describe("a Chain Link's damage to a player made 0", () => {
  it('that link inflicts no damage to the player', () => {
    expect(me(hinotamaWith((h) => `${h}#0`)).lp).toBe(8000);
  });

  it("another link's damage is taken", () => {
    expect(me(hinotamaWith(() => 'someOtherCard#0')).lp).toBe(7500);
  });
});
