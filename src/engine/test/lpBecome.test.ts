import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * "Exchange your LP with your opponent's" (Reversal Quiz): a player's LP become a value (`ctx.setLp`, event
 * `lpBecame`), which is neither damage nor a gain, so what prevents effect damage does not stop it.
 */
describe("a player's LP become a value", () => {
  it('is not damage: a rule preventing your effect damage this turn does not stop your LP falling to your opponent\'s', () => {
    const loaded = duelOf({ me: { lp: 8000, hand: ['Reversal Quiz', 'Kuriboh'], deck: ['Pot of Greed'] }, opp: { lp: 500 } });
    const d = { ...loaded, rules: [{ code: 'noEffectDamage' as const, player: 0 as const, lasts: { kind: 'thisTurn' as const, turn: loaded.turn } }] };
    const y = passAll(play(play(d, { type: 'activate', card: idOf(d, 'Reversal Quiz') }), { type: 'select', option: 'Spell' }));
    expect([me(y).lp, opp(y).lp]).toEqual([500, 8000]);
    expect(y.events.filter((e) => e.type === 'effectDamage' || e.type === 'gainedLp')).toEqual([]);
    expect(y.events.filter((e) => e.type === 'lpBecame')).toEqual([{ type: 'lpBecame', player: 0, lp: 500 }, { type: 'lpBecame', player: 1, lp: 8000 }]);
  });
});
