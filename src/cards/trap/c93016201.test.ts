import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Royal Oppression (texts-2016): "Either player can pay 800 Life Points to negate the Special Summon of a
 * monster(s), and/or an effect that Special Summons a monster(s), and destroy those cards." A Continuous
 * Trap whose effects either player may activate while it is face-up (Effect `eitherPlayer`, ygopro's
 * EFFECT_FLAG_BOTH_SIDE; engine test test/eitherPlayerEffects.test.ts); the one who activates pays.
 */
const RO = { card: 'Royal Oppression', faceUp: true };
const roOf = (d: Parameters<typeof idOf>[0], owner: 0 | 1 = 0) => idOf(d, 'Royal Oppression', owner);

describe('Royal Oppression', () => {
  it('is activated from a Set, and stays face-up doing nothing by itself', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Royal Oppression', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: roOf(d) }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Royal Oppression', faceUp: true });
    expect(me(x).lp).toBe(8000);
  });

  it("its controller pays 800 LP to negate the opponent's Special Summon (Cyber Dragon's procedure) and destroy it", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [RO], monsters: [{ card: 'Celtic Guardian' }] }, opp: { hand: ['Cyber Dragon'] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon', 1), method: 'rule', position: 'attack' });
    expect(x.flow.window?.player).toBe(0);
    expect(legal(x, 'activate', roOf(d))).toEqual([{ type: 'activate', card: roOf(d), effect: 1 }]);
    x = passAll(play(x, { type: 'activate', card: roOf(d), effect: 1 }));
    expect(me(x).lp).toBe(7200);
    expect(opp(x).graveyard).toEqual(['Cyber Dragon']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it("either player: the opponent may use their opponent's Royal Oppression against its controller's Special Summon, paying the LP themselves", () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'], spellTraps: [RO] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(x.flow.window?.player).toBe(1);
    x = passAll(play(x, { type: 'activate', card: roOf(d), effect: 1 }));
    expect(opp(x).lp).toBe(7200);
    expect(me(x).lp).toBe(8000);
    expect(me(x).graveyard).toEqual(['Cyber Dragon']);
    // The card stays its controller's.
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Royal Oppression', faceUp: true });
  });

  it('an effect that Special Summons: Monster Reborn is negated and destroyed, its monster stays in the Graveyard', () => {
    const d = duelOf({ me: { spellTraps: [RO] }, opp: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, turnPlayer: 1 });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(x.flow.window?.player).toBe(0);
    expect(legal(x, 'activate', roOf(d))).toEqual([{ type: 'activate', card: roOf(d), effect: 2 }]);
    x = passAll(play(x, { type: 'activate', card: roOf(d), effect: 2 }));
    expect(me(x).lp).toBe(7200);
    expect(opp(x).graveyard.sort()).toEqual(['Monster Reborn', 'Summoned Skull']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it("Tokens are Special Summoned too: Scapegoat's effect is negated", () => {
    const d = duelOf({ me: { spellTraps: [RO] }, opp: { hand: ['Scapegoat'] }, turnPlayer: 1 });
    let x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat', 1) });
    x = passAll(play(x, { type: 'activate', card: roOf(d), effect: 2 }));
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).graveyard).toEqual(['Scapegoat']);
  });

  it('not a Normal Summon, not an effect that Special Summons nothing; not with less than 800 LP; not while Set', () => {
    const normal = duelOf({ turnPlayer: 1, me: { spellTraps: [RO] }, opp: { hand: ['Celtic Guardian'] } });
    const n = play(normal, { type: 'normalSummon', card: idOf(normal, 'Celtic Guardian', 1), tributes: [] });
    expect(legal(n, 'activate', roOf(normal))).toEqual([]);
    const pot = duelOf({ turnPlayer: 1, me: { spellTraps: [RO] }, opp: { hand: ['Pot of Greed'] } });
    expect(legal(play(pot, { type: 'activate', card: idOf(pot, 'Pot of Greed', 1) }), 'activate', roOf(pot))).toEqual([]);
    const summon = (lp: number, faceUp: boolean) => {
      const d = duelOf({ turnPlayer: 1, me: { lp, spellTraps: [{ card: 'Royal Oppression', faceUp }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { hand: ['Cyber Dragon'] } });
      return { d, x: play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon', 1), method: 'rule', position: 'attack' }) };
    };
    // With 799 LP its controller is not asked: the window goes on to the Summoning player, who could pay for it (either player can).
    const poor = summon(799, true);
    expect(poor.x.flow.window?.player).toBe(1);
    const enough = summon(800, true);
    expect(enough.x.flow.window?.player).toBe(0);
    expect(legal(enough.x, 'activate', roOf(enough.d))).toEqual([{ type: 'activate', card: roOf(enough.d), effect: 1 }]);
    // Set, it must be activated first: the Summon cannot be negated with it (its activation comes once the Summon has succeeded).
    const set = summon(8000, false);
    expect(legal(set.x, 'activate', roOf(set.d)).filter((a) => a.effect !== 0)).toEqual([]);
    expect(me(passAll(set.x)).lp).toBe(8000);
    expect(opp(passAll(set.x)).monsters.some((m) => m?.name === 'Cyber Dragon')).toBe(true);
  });

  it('its controller\'s opponent cannot activate the card itself, only its effects while it is face-up', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Royal Oppression', faceUp: false }] } });
    expect(legal(d, 'activate', roOf(d))).toEqual([]);
  });
});
