import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Limiter Removal (texts-2016): "Double the ATK of all Machine-Type monsters you controlled at both the
 * activation and resolution of this card, until the End Phase. During the End Phase, destroy those monsters."
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

describe('Limiter Removal', () => {
  it('doubles the ATK of your face-up Machines (not other monsters), and destroys them as the End Phase begins', () => {
    const d = duelOf({ me: { hand: ['Limiter Removal'], deck: DECK, monsters: [{ card: 'Mechanicalchaser' }, { card: 'Cyber Dragon' }, { card: 'Celtic Guardian' }] }, opp: { deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Limiter Removal') }));
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name}:${m!.atk}`)).toEqual(['Mechanicalchaser:3700', 'Cyber Dragon:4200', 'Celtic Guardian:1400']);
    const end = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(end).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Celtic Guardian']);
    expect(me(end).graveyard).toEqual(expect.arrayContaining(['Mechanicalchaser', 'Cyber Dragon', 'Limiter Removal']));
  });

  it('a Machine face-down as it resolved, flipped face-up later, is not doubled nor destroyed', () => {
    const d = duelOf({ me: { hand: ['Limiter Removal'], deck: DECK, monsters: [{ card: 'Mechanicalchaser' }, { card: 'Cyber Dragon', faceUp: false, position: 'defense' }] }, opp: { deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Limiter Removal') }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 3700 });
    // The face-down Cyber Dragon was not a face-up Machine at activation.
    x = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Cyber Dragon') }));
    expect(me(x).monsters[1]).toMatchObject({ name: 'Cyber Dragon', atk: 2100 });
    const end = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(end).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Cyber Dragon']);
  });

  it('may be activated in the Damage Step, before damage calculation: the doubled Machine wins the battle', () => {
    const d = duelOf({ me: { hand: ['Limiter Removal'], deck: DECK, monsters: [{ card: 'Mechanicalchaser' }] }, opp: { deck: DECK, monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Mechanicalchaser'), target: idOf(d, 'Summoned Skull', 1) });
    for (let i = 0; i < 20 && !(summary(x).step === 'damage' && legal(x, 'activate', idOf(d, 'Limiter Removal')).length > 0); i++) x = play(x, { type: 'pass' });
    expect(summary(x).step).toBe('damage');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Limiter Removal') }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000 - (3700 - 2500));
  });

  it('cannot be activated with no face-up Machine', () => {
    const d = duelOf({ me: { hand: ['Limiter Removal'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate', idOf(d, 'Limiter Removal'))).toEqual([]);
  });
});
