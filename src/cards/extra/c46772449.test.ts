// Evilswarm Exciton Knight (texts-2016): "2 Level 4 monsters / Once per chain, during your Main Phase or your
// opponent's Battle Phase, if your opponent has more total cards in their hand and their side of the field than you
// do: You can detach 1 Xyz Material from this card; destroy all other cards on the field, also your opponent takes no
// further damage this turn (this is a Quick Effect)."
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const EK = 'Evilswarm Exciton Knight';
const KNIGHT = { card: EK, materials: ['Celtic Guardian', 'Mystical Elf'] };
const activate = (d: Duel): Duel => {
  const x = play(d, { type: 'activate', card: idOf(d, EK), effect: 0 });
  return x.flow.prompt ? play(x, legal(x, 'select')[0]!) : x;
};
const offered = (d: Duel): boolean => legal(d, 'activate').some((a) => a.card === idOf(d, EK));

describe('Evilswarm Exciton Knight', () => {
  it('is Xyz Summoned with 2 Level 4 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }], extra: [EK] } });
    const x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!);
    expect(me(x).monsters.find((m) => m?.name === EK)).toMatchObject({ atk: 1900, def: 0, materials: ['Celtic Guardian', 'Mystical Elf'] });
  });

  it('in your Main Phase, outnumbered: destroys every other card on the field; the opponent then takes no battle or effect damage this turn', () => {
    const d = duelOf({
      me: { monsters: [KNIGHT, { card: 'Feral Imp' }], hand: ['Hinotama'] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf' }], spellTraps: [{ card: 'Waboku', faceUp: false }], hand: ['Sangan', 'Kuriboh'] },
    });
    let x = passAll(activate(d));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([EK]);
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Feral Imp', 'Celtic Guardian']));
    expect(opp(x).monsters.filter(Boolean)).toEqual([]);
    expect(opp(x).spellTraps.filter(Boolean)).toEqual([]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Hinotama'), effect: 0 }));
    expect(opp(x).lp).toBe(8000);
    x = passAll(play(x, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, EK), target: 'direct' }));
    expect(opp(x).lp).toBe(8000);
  });

  it('is not offered when the opponent has as many cards as you or fewer, or with no Xyz Material', () => {
    expect(offered(duelOf({ me: { monsters: [KNIGHT], hand: ['Hinotama'] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Sangan'] } }))).toBe(false);
    expect(offered(duelOf({ me: { monsters: [KNIGHT] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Sangan'] } }))).toBe(true);
    expect(offered(duelOf({ me: { monsters: [{ card: EK }] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Sangan'] } }))).toBe(false);
  });

  it("is used in your Main Phase and the opponent's Battle Phase only", () => {
    const setup = { me: { monsters: [KNIGHT] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Sangan', 'Kuriboh'] } };
    expect(offered(duelOf({ ...setup, phase: 'main2' }))).toBe(true);
    expect(offered(duelOf({ ...setup, phase: 'battle' }))).toBe(false);
    // The opponent's turn: offered as they declare an attack, not in their Standby Phase.
    expect(offered(duelOf({ ...setup, turnPlayer: 1, phase: 'standby' }))).toBe(false);
    const theirs = duelOf({ ...setup, turnPlayer: 1, phase: 'battle' });
    let x = play(theirs, { type: 'attack', card: idOf(theirs, 'Summoned Skull', 1), target: idOf(theirs, EK) });
    expect(offered(x)).toBe(true);
    x = passAll(activate(x));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters[0]).toMatchObject({ name: EK });
    expect(me(x).lp).toBe(8000);
  });

  it('once per Chain: not chained to its own activation', () => {
    const d = duelOf({ me: { monsters: [{ card: EK, materials: ['Celtic Guardian', 'Mystical Elf', 'Feral Imp'] }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Waboku', faceUp: false }], hand: ['Sangan', 'Kuriboh'] } });
    let x = activate(d);
    // The opponent chains Waboku; back to you, Exciton Knight is not offered again on this Chain.
    x = play(x, { type: 'activate', card: idOf(d, 'Waboku', 1), effect: 0 });
    // No window opens for a player with nothing to activate: the Chain resolved at once, with one Exciton link.
    expect(x.flow.chain).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ name: EK, materials: ['Mystical Elf', 'Feral Imp'] });
    expect(opp(x).graveyard).toEqual(expect.arrayContaining(['Waboku', 'Summoned Skull']));
  });
});
