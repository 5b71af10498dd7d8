import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../engine';
import { duelOf, idOf, legal, me, opp, play, passAll } from '../../engine/test/dsl';


describe('Number 39: Utopia', () => {
  it('detaches an Xyz Material to negate an attack', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian', 'Mystical Elf'] }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Number 39: Utopia') });
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Number 39: Utopia')]);
    x = play(x, { type: 'activate', card: idOf(d, 'Number 39: Utopia'), effect: 0 });
    x = passAll(applyAction(x, legalActions(x).find((a) => a.type === 'select') ?? { type: 'pass' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Number 39: Utopia', materials: ['Mystical Elf'] });
    expect(me(x).lp).toBe(8000);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(x.events.some((e) => e.type === 'attackNegated')).toBe(true);
  });
  it('is destroyed when it is attacked while it has no Xyz Material', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: 'Number 39: Utopia' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Number 39: Utopia') });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Number 39: Utopia']);
  });
});

describe('Number 17: Leviathan Dragon', () => {
  it('is Xyz Summoned with 2 Level 3 monsters; detaches 1 once per turn to gain 500 ATK for as long as it stays', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Baby Dragon' }, { card: 'Baby Dragon' }], extra: ['Number 17: Leviathan Dragon'] } });
    let x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!);
    x = passAll(x);
    x = play(x, { type: 'activate', card: idOf(d, 'Number 17: Leviathan Dragon'), effect: 0 });
    // Two materials: the player picks which to detach.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = passAll(applyAction(x, legalActions(x)[0]!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ atk: 2500, materials: ['Baby Dragon'] });
    expect(legal(x, 'activate')).toEqual([]);
  });
  it('cannot attack directly while it has no Xyz Material', () => {
    const none = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Number 17: Leviathan Dragon' }] } });
    expect(legal(none, 'attack')).toEqual([]);
    const some = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Number 17: Leviathan Dragon', materials: ['Baby Dragon'] }] } });
    expect(legal(some, 'attack').map((a) => a.target)).toEqual(['direct']);
  });
});
