import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Brain Control, today (EDOPro official/c87910978.lua): "Pay 800 LP, then target 1 face-up monster your
 * opponent controls that can be Normal Summoned/Set; take control of it until the End Phase." GOAT
 * (pre-errata/c511002995.lua): any face-up monster your opponent controls.
 */
describe('Brain Control', () => {
  it('pay 800 LP: take a face-up monster of the opponent until the End Phase; then it goes back', () => {
    const d = duelOf({ me: { hand: ['Brain Control'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Brain Control') });
    // The face-down Feral Imp cannot be chosen: Summoned Skull is the lone target.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Summoned Skull', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    }
    x = passAll(x);
    expect(me(x).lp).toBe(7200);
    expect(me(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(summary(x).turnPlayer).toBe(1);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toContain('Summoned Skull');
  });

  it('needs 800 LP to pay, and a face-up monster to take', () => {
    expect(legal(duelOf({ me: { lp: 700, hand: ['Brain Control'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { hand: ['Brain Control'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } }), 'activate')).toHaveLength(0);
  });

  it('today: a monster that cannot be Normal Summoned (a Fusion Monster) cannot be taken', () => {
    const d = duelOf({ me: { hand: ['Brain Control'] }, opp: { monsters: [{ card: 'Thousand Dragon' }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });

  it('GOAT (before its errata): a Fusion Monster can be taken too', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Brain Control'] }, opp: { monsters: [{ card: 'Thousand Dragon' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Brain Control') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Thousand Dragon', 1)] });
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)?.name).toBe('Thousand Dragon');
  });
});
