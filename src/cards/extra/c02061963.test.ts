// Number 104: Masquerade (texts-2016): "3 Level 4 monsters / During either player's Battle Phase, when an opponent's
// monster effect is activated: You can detach 1 Xyz Material from this card; negate the activation, and if you do,
// inflict 800 damage to your opponent. Once per turn: You can send the top card of your opponent's Deck to the Graveyard."
import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const M = 'Number 104: Masquerade';
const U = 'Number 39: Utopia';
const MATS = ['Celtic Guardian', 'Mystical Elf', 'Feral Imp'];
const activate = (d: Duel, card: string, owner: 0 | 1 = 0): Duel => play(d, { type: 'activate', card: idOf(d, card, owner), effect: 0 });
/** Answers the open detach prompt with its first choice, if one is open. */
const detachFirst = (d: Duel): Duel => (d.flow.prompt ? play(d, legal(d, 'select')[0]!) : d);

describe('Number 104: Masquerade', () => {
  it('is Xyz Summoned with 3 Level 4 monsters', () => {
    const d = duelOf({ me: { monsters: MATS.map((card) => ({ card })), extra: [M] } });
    const x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!);
    expect(me(x).monsters.find((m) => m?.name === M)).toMatchObject({ atk: 2700, def: 1200, materials: MATS });
  });

  it("in the Battle Phase, detaches 1 to negate the opponent's monster effect: 800 damage, and the attack goes on", () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: M, materials: MATS }] }, opp: { monsters: [{ card: U, materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    let x = play(d, { type: 'attack', card: idOf(d, M), target: idOf(d, U, 1) });
    x = detachFirst(activate(x, U, 1));
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, M)]);
    x = detachFirst(activate(x, M));
    x = passAll(x);
    // 800 from Masquerade, then 200 battle damage: Utopia's negation was negated, so the battle happened.
    expect(opp(x).lp).toBe(8000 - 800 - 200);
    expect(opp(x).graveyard).toContain(U);
    expect(me(x).monsters[0]!.materials).toHaveLength(2);
  });

  it('tells two activations of one effect apart: each of its Chain Links negates the one it answered', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: M, materials: MATS }] }, opp: { monsters: [{ card: U, materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    let x = play(d, { type: 'attack', card: idOf(d, M), target: idOf(d, U, 1) });
    x = detachFirst(activate(x, U, 1));
    x = detachFirst(activate(x, M));
    x = detachFirst(activate(x, U, 1));
    x = detachFirst(activate(x, M));
    x = passAll(x);
    expect(opp(x).lp).toBe(8000 - 1600 - 200);
    expect(x.events.filter((e) => e.type === 'attackNegated')).toEqual([]);
  });

  it('declined or without Xyz Material, the monster effect resolves', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: M }] }, opp: { monsters: [{ card: U, materials: ['Celtic Guardian'] }] } });
    let x = play(d, { type: 'attack', card: idOf(d, M), target: idOf(d, U, 1) });
    x = activate(x, U, 1);
    expect(legal(x, 'activate')).toEqual([]);
    x = passAll(x);
    expect(opp(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'attackNegated')).toBe(true);
  });

  it("answers neither your own monster effects nor the opponent's outside the Battle Phase", () => {
    // Fissure destroys the opponent's Sangan in Main Phase 1: its Trigger is a monster effect, outside the Battle Phase.
    const d = duelOf({ me: { monsters: [{ card: M, materials: MATS }], hand: ['Fissure'] }, opp: { monsters: [{ card: 'Sangan' }], deck: ['Feral Imp', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure'), effect: 0 }));
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Sangan', 1)]);
    expect(legalActions(x).some((a) => a.type === 'activate' && a.card === idOf(d, M))).toBe(false);
    // In the Battle Phase, your own Utopia's effect is not the opponent's.
    const b = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: M, materials: MATS }, { card: U, materials: ['Celtic Guardian'] }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    x = play(b, { type: 'attack', card: idOf(b, 'Summoned Skull', 1), target: idOf(b, U) });
    x = activate(x, U);
    // No window opens for a player with nothing to activate: the Chain resolves at once, the attack negated.
    expect(x.flow.chain).toEqual([]);
    expect(x.events.some((e) => e.type === 'attackNegated')).toBe(true);
    expect(me(x).monsters[0]!.materials).toEqual(MATS);
  });

  it("once per turn, sends the top card of the opponent's Deck to the Graveyard", () => {
    const d = duelOf({ me: { monsters: [{ card: M }] }, opp: { deck: ['Feral Imp', 'Celtic Guardian'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, M), effect: 1 }));
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).deck).toBe(1);
    expect(legal(x, 'activate')).toEqual([]);
  });
});
