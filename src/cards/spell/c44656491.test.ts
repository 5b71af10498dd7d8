import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Messenger of Peace (texts-2016): "Monsters with 1500 or more ATK cannot declare an attack. During each of
 * your Standby Phase, pay 100 Life Points or destroy this card." (the maintenance: library.ts maintenanceCost,
 * engine test maintenanceCost.test.ts)
 */
const attackers = (d: Duel) => [...new Set(legal(toBattle(d), 'attack').map((a) => a.card))];
// Summoned Skull 2500, Celtic Guardian 1400, Kuriboh 300; Mystical Elf 800; Gemini Elf 1900.
const active = (extra: { hand?: string[]; oppHand?: string[] } = {}): Duel => {
  const d = duelOf({
    me: { hand: ['Messenger of Peace', ...(extra.hand ?? [])], monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] },
    opp: { hand: extra.oppHand ?? [], monsters: [{ card: 'Gemini Elf' }, { card: 'Kuriboh' }] },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Messenger of Peace') }));
};

describe('Messenger of Peace', () => {
  it('monsters with 1500 or more ATK cannot declare an attack; lower ones can', () => {
    const x = active();
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Messenger of Peace', faceUp: true });
    expect(attackers(x)).toEqual([idOf(x, 'Celtic Guardian')]);
  });

  it('exactly 1500 ATK is locked, 1400 is not', () => {
    const d = duelOf({ me: { hand: ['Messenger of Peace'], monsters: [{ card: 'Kojikocy' }, { card: 'Water Omotics' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Messenger of Peace') }));
    expect(attackers(x)).toEqual([idOf(x, 'Water Omotics')]);
  });

  it("the opponent's monsters too", () => {
    const x = endTurn(active());
    expect(attackers(x)).toEqual([idOf(x, 'Kuriboh', 1)]);
  });

  it('ATK as it is now counts: a monster raised to 1500 or more is locked', () => {
    // Celtic Guardian 1400 + Legendary Sword 300 = 1700.
    const x = active({ hand: ['Legendary Sword'] });
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Legendary Sword') }, { type: 'select', ids: [idOf(x, 'Celtic Guardian')] }));
    expect(attackers(y)).toEqual([]);
  });

  it('without it, every monster attacks', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Gemini Elf' }] } });
    expect(attackers(d)).toHaveLength(2);
  });

  it('in each of your Standby Phases: pay 100 LP to keep it, or it is destroyed and the lock ends', () => {
    let x = endTurn(endTurn(active()));
    expect(x.turnPlayer).toBe(0);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Pay 100 LP', 'Destroy this card'] });
    const kept = play(x, { type: 'select', option: 'Pay 100 LP' });
    expect(me(kept).lp).toBe(7900);
    expect(attackers(kept)).toEqual([idOf(x, 'Celtic Guardian')]);
    x = play(x, { type: 'select', option: 'Destroy this card' });
    expect(me(x).graveyard).toEqual(['Messenger of Peace']);
    expect(attackers(x)).toEqual([idOf(x, 'Summoned Skull'), idOf(x, 'Celtic Guardian')]);
  });

  it('the turn it is activated asks no payment (its Standby Phase is past); the opponent\'s Standby Phase asks none', () => {
    const x = active();
    expect(x.flow.prompt).toBeNull();
    const y = endTurn(x);
    expect(y.flow.prompt).toBeNull();
    expect(me(y).lp).toBe(8000);
  });
});
