import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

const battle = (d: ReturnType<typeof duelOf>) => passWindows(play(d, { type: 'nextPhase', to: 'battle' }));

describe('D.D. Assailant', () => {
  it('attacked and destroyed by battle: the attacking monster and this card are banished', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'D.D. Assailant' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'D.D. Assailant', 1) });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(opp(x).banished).toEqual(['D.D. Assailant']);
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).lp).toBe(8000 - 800);
  });

  it('destroyed by battle while attacking a stronger monster: both are banished', () => {
    const d = duelOf({ me: { monsters: [{ card: 'D.D. Assailant' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'D.D. Assailant'), target: idOf(d, 'Summoned Skull', 1) });
    expect(me(x).banished).toEqual(['D.D. Assailant']);
    expect(opp(x).banished).toEqual(['Summoned Skull']);
  });

  it('a tie destroys both: the opponent\'s monster is banished from the Graveyard with it', () => {
    // Battle Ox and D.D. Assailant both have 1700 ATK.
    const e = duelOf({ me: { monsters: [{ card: 'Battle Ox' }] }, opp: { monsters: [{ card: 'D.D. Assailant' }] } });
    const x = play(battle(e), { type: 'attack', card: idOf(e, 'Battle Ox'), target: idOf(e, 'D.D. Assailant', 1) });
    expect(me(x).banished).toEqual(['Battle Ox']);
    expect(me(x).graveyard).toEqual([]);
    expect(opp(x).banished).toEqual(['D.D. Assailant']);
  });

  it('winning its battle, or destroyed by a card effect: nothing is banished', () => {
    const d = duelOf({ me: { monsters: [{ card: 'D.D. Assailant' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = play(battle(d), { type: 'attack', card: idOf(d, 'D.D. Assailant'), target: idOf(d, 'Feral Imp', 1) });
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect([me(x).banished, opp(x).banished]).toEqual([[], []]);
    const e = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'D.D. Assailant' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const y = play(e, { type: 'activate', card: idOf(e, 'Dark Hole') });
    expect(me(y).graveyard.sort()).toEqual(['D.D. Assailant', 'Dark Hole']);
    expect(opp(y).banished).toEqual([]);
  });
});
