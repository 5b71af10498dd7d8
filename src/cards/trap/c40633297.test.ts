import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Bad Reaction to Simochi (texts-2016): "As long as this card remains face-up on the field, any effect of
 * increasing your opponent's Life Points is changed to inflict the same amount of points in damage to your
 * opponent's Life Points." Rule code `lpGainBecomesDamage` (read by effects/context.ts `gainLp`).
 */
const SIMOCHI = [{ card: 'Bad Reaction to Simochi', faceUp: true }];
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

describe('Bad Reaction to Simochi', () => {
  it("your opponent's LP gain from an effect becomes that much damage to them", () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: SIMOCHI }, opp: { hand: ['Dian Keto the Cure Master'], deck: DECK } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Dian Keto the Cure Master', 1) }));
    expect(opp(y).lp).toBe(8000 - 1000);
    expect(y.events).toContainEqual({ type: 'effectDamage', player: 1, amount: 1000 });
    expect(y.events.filter((e) => e.type === 'gainedLp')).toEqual([]);
  });

  it('your own LP gains stay gains', () => {
    const d = duelOf({ me: { spellTraps: SIMOCHI, hand: ['Dian Keto the Cure Master'], deck: DECK } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Dian Keto the Cure Master') }))).lp).toBe(9000);
  });

  it("the LP your Snatch Steal gives your opponent in their Standby Phase become damage", () => {
    const d = duelOf({ me: { spellTraps: SIMOCHI, hand: ['Snatch Steal'], deck: DECK }, opp: { monsters: [{ card: 'Summoned Skull' }], deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    x = endTurn(x);
    expect(opp(x).lp).toBe(7000);
  });

  it('face-down, it does nothing', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Bad Reaction to Simochi', faceUp: false }] }, opp: { hand: ['Dian Keto the Cure Master'], deck: DECK } });
    expect(opp(passAll(play(d, { type: 'activate', card: idOf(d, 'Dian Keto the Cure Master', 1) }))).lp).toBe(9000);
  });
});
