import { describe, expect, it } from 'vitest';
import { applyAction } from '..';
import { duelOf, idOf, legal, me, passAll, pendulumSummon, play } from './dsl';

/*
 * An LP cost to play a card (rule code `lpCostToPlay`, ygopro's EFFECT_SUMMON_COST, EFFECT_SPSUMMON_COST,
 * EFFECT_MSET_COST, EFFECT_SSET_COST and EFFECT_ACTIVATE_COST): Chain Energy, "each player must pay 500
 * Life Points per card to Normal Summon, Special Summon, Set or activate cards from his/her respective
 * hand". Asked where each play is made legal (legal.ts, reasons.ts, activation.ts, chain.ts
 * setSpellTrapRefusal, summonProcedure.ts, pendulum.ts) and paid as the card is played (summon.ts
 * `payToPlay`); a player with less LP than the cost cannot play it (refusal `playCostUnpaid`). The costs of
 * every such rule add up; a Special Summon from the hand by an effect that cannot be paid leaves the monster there.
 */
const CE = { card: 'Chain Energy', faceUp: true };

describe('LP cost to play a card from the hand', () => {
  it('two such rules add up: with 2 Chain Energy a Normal Summon costs 1000 LP, and 999 LP is not enough', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [CE, CE] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(me(x).lp).toBe(7000);
    const poor = duelOf({ me: { lp: 999, hand: ['Celtic Guardian'], spellTraps: [CE, CE] } });
    expect(legal(poor, 'normalSummon')).toEqual([]);
  });

  it('a face-down Chain Energy asks nothing', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Chain Energy', faceUp: false }] } });
    expect(me(passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }))).lp).toBe(8000);
  });

  it('the refusal says why: too few LP for the cost a card on the field asks', () => {
    const d = duelOf({ me: { lp: 100, hand: ['Trap Hole'], spellTraps: [CE] } });
    expect(() => applyAction(d, { type: 'setSpellTrap', card: idOf(d, 'Trap Hole') })).toThrow('A card on the field makes you pay LP to play Trap Hole from your hand, and you have too few LP');
  });

  it('a Pendulum Summon: each monster from the hand costs its LP, and only as many as its player can pay for are offered; from the Extra Deck costs nothing', () => {
    const d = (lp: number) => duelOf({ me: { lp, hand: ['Summoned Skull', 'Dark Magician'], pendulum: ['Timegazer Magician', 'Stargazer Magician'], spellTraps: [CE] } });
    const both = pendulumSummon(d(1000), [idOf(d(1000), 'Summoned Skull'), idOf(d(1000), 'Dark Magician')]);
    expect(me(both).monsters.filter((m) => m).map((m) => m!.name).sort()).toEqual(['Dark Magician', 'Summoned Skull']);
    expect(me(both).lp).toBe(0);
    // 999 LP pays for one only: after the first, the other is no longer offered.
    const one = d(999);
    let x = applyAction(one, legal(one, 'specialSummon').find((a) => a.method === 'pendulum')!);
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.length).toBe(2);
    x = applyAction(x, { type: 'select', ids: [idOf(one, 'Summoned Skull')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption' });
    x = applyAction(x, { type: 'select', option: 'attack' });
    expect(me(x).lp).toBe(499);
    expect(me(x).hand).toEqual(['Dark Magician']);
    expect(legal(duelOf({ me: { lp: 499, hand: ['Summoned Skull'], pendulum: ['Timegazer Magician', 'Stargazer Magician'], spellTraps: [CE] } }), 'specialSummon')).toEqual([]);
  });

  it('a Pendulum Monster activated in a Pendulum Zone from the hand is a card activated: 500 LP', () => {
    const d = duelOf({ me: { hand: ['Stargazer Magician'], spellTraps: [CE] } });
    const x = passAll(play(d, legal(d, 'activate', idOf(d, 'Stargazer Magician'))[0]!));
    expect(me(x).pendulum[0]).toMatchObject({ name: 'Stargazer Magician' });
    expect(me(x).lp).toBe(7500);
    expect(legal(duelOf({ me: { lp: 400, hand: ['Stargazer Magician'], spellTraps: [CE] } }), 'activate')).toEqual([]);
  });

  it('a Special Summon from the hand by an effect its player cannot pay for leaves the monster in the hand (the activation itself paid)', () => {
    // 600 LP: Ancient Rules from the hand takes 500; the Blue-Eyes it would Summon from the hand would cost 500 more.
    const d = duelOf({ me: { lp: 600, hand: ['Ancient Rules', 'Blue-Eyes White Dragon'], spellTraps: [CE] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ancient Rules') }));
    expect(me(x).lp).toBe(100);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }, { type: 'select', option: 'attack' }));
    expect(me(x).hand).toContain('Blue-Eyes White Dragon');
    expect(me(x).lp).toBe(100);
  });
});
