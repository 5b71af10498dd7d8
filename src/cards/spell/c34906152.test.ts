import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Mass Driver', () => {
  it('stays face-up once activated; then each Tribute of a monster you control inflicts 400 damage, as often as you like', () => {
    const d = duelOf({ me: { hand: ['Mass Driver'], monsters: [{ card: 'Feral Imp' }, { card: 'Uraby', faceUp: false, position: 'defense' }] } });
    const driver = idOf(d, 'Mass Driver');
    let x = passAll(play(d, { type: 'activate', card: driver }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Mass Driver', faceUp: true });
    x = passAll(play(x, { type: 'activate', card: driver, effect: 1 }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(opp(x).lp).toBe(7600);
    x = passAll(play(x, { type: 'activate', card: driver, effect: 1 }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Uraby')] }));
    expect(opp(x).lp).toBe(7200);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Uraby']);
    expect(legal(x, 'activate', driver)).toEqual([]);
  });

  it('its Tribute effect works only while it is face-up (not from the hand)', () => {
    const d = duelOf({ me: { hand: ['Mass Driver'], monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(d, 'activate', idOf(d, 'Mass Driver')).map((a) => a.effect ?? 0)).toEqual([0]);
  });
});
