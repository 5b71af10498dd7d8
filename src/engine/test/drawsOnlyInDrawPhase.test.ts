import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * "Your opponent cannot draw cards except during Draw Phases" (Protector of the Sanctuary; rule code
 * `drawsOnlyInDrawPhase`, ygopro's EFFECT_CANNOT_DRAW outside PHASE_DRAW): an effect resolving draws nothing for
 * that player (effects/context.ts draw), and an effect declaring a draw is not activated by them (refusal
 * cannotDraw), as a Special Summon is not activated by a player who cannot Special Summon.
 */
describe('Draws only in the Draw Phase', () => {
  it('an effect declaring a draw is refused with a reason', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Protector of the Sanctuary' }] }, opp: { hand: ['Pot of Greed'], deck: ['Celtic Guardian', 'Sangan'] } });
    expect(whyIllegal(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) })).toMatch(/drawing cards outside the Draw Phase/);
  });

  it("an effect that makes the barred player draw while it resolves draws them nothing (Card Destruction: its player still draws)", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Protector of the Sanctuary' }], hand: ['Card Destruction', 'Kuriboh'], deck: ['Celtic Guardian', 'Sangan', 'Kuriboh'] },
      opp: { hand: ['Sangan', 'Feral Imp'], deck: ['Celtic Guardian', 'Sangan', 'Kuriboh'] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Card Destruction') }));
    expect(opp(x).hand).toHaveLength(0);
    expect(opp(x).deck).toBe(3);
    expect(me(x).hand).toHaveLength(1);
  });
});
