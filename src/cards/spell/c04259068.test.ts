import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Spell Economics (texts-2016): "You do not have to pay any Life Points to activate a Spell Card." Rule code
 * noSpellLpCosts, read by the LP cost helpers (library.ts payLpCost, payHalfLpCost) through ctx.lpCostWaived:
 * only the cost of a Spell Card's activation, only its controller's.
 */
const ECONOMICS = { card: 'Spell Economics', faceUp: true };

describe('Spell Economics', () => {
  it("its controller activates Premature Burial without paying 800 LP", () => {
    const d = duelOf({ me: { hand: ['Premature Burial'], graveyard: ['Summoned Skull'], spellTraps: [ECONOMICS] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Premature Burial') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).lp).toBe(8000);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'attack' });
  });

  it('with fewer LP than the cost asks, the Spell may still be activated', () => {
    const d = duelOf({ me: { lp: 500, hand: ['Premature Burial'], graveyard: ['Summoned Skull'], spellTraps: [ECONOMICS] } });
    expect(legal(d, 'activate', idOf(d, 'Premature Burial'))).toHaveLength(1);
    const without = duelOf({ me: { lp: 500, hand: ['Premature Burial'], graveyard: ['Summoned Skull'] } });
    expect(legal(without, 'activate', idOf(without, 'Premature Burial'))).toEqual([]);
  });

  it('"pay half your LP" is waived too (Dark Magic Curtain)', () => {
    const d = duelOf({ me: { hand: ['Dark Magic Curtain'], deck: ['Dark Magician', 'Celtic Guardian'], spellTraps: [ECONOMICS] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Magic Curtain') });
    x = passAll(x);
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(me(x).lp).toBe(8000);
    expect(me(x).monsters.some((m) => m?.name === 'Dark Magician')).toBe(true);
  });

  it("the opponent's Spells still cost them LP", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [ECONOMICS] }, opp: { hand: ['Premature Burial'], graveyard: ['Summoned Skull'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Premature Burial', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).lp).toBe(7200);
  });

  it('Trap Cards still cost LP (Skill Drain: 1000)', () => {
    const d = duelOf({ me: { spellTraps: [ECONOMICS, { card: 'Skill Drain', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Skill Drain') }));
    expect(me(x).lp).toBe(7000);
  });

  it('face-down it waives nothing', () => {
    const d = duelOf({ me: { hand: ['Premature Burial'], graveyard: ['Summoned Skull'], spellTraps: [{ card: 'Spell Economics', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Premature Burial') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).lp).toBe(7200);
  });
});
