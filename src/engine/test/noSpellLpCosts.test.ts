import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * "You do not have to pay any Life Points to activate a Spell Card" (Spell Economics; rule code
 * `noSpellLpCosts`, ygopro's EFFECT_LPCOST_CHANGE to 0 for a Spell's activation): the LP cost helpers
 * (library.ts payLpCost, payHalfLpCost) ask ctx.lpCostWaived as they are checked and paid. Only a cost paid
 * as a Spell Card is activated; a maintenance cost paid in the Standby Phase is no activation.
 */
describe('No LP cost to activate Spell Cards', () => {
  it('a Spell Card activated from the hand pays none, and needs no LP for it', () => {
    const d = duelOf({ me: { lp: 100, hand: ['Toon World'], spellTraps: [{ card: 'Spell Economics', faceUp: true }] } });
    const x = passAll(play(d, legal(d, 'activate', idOf(d, 'Toon World'))[0]!));
    expect(me(x).lp).toBe(100);
    expect(me(x).spellTraps.some((s) => s?.name === 'Toon World' && s.faceUp)).toBe(true);
  });

  it("a Continuous Spell's maintenance cost is still paid (Messenger of Peace's 100 LP is no activation)", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Spell Economics', faceUp: true }, { card: 'Messenger of Peace', faceUp: true }] } });
    const x = endTurn(d);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Pay 100 LP', 'Destroy this card'] });
    expect(me(play(x, { type: 'select', option: 'Pay 100 LP' })).lp).toBe(7900);
  });
});
