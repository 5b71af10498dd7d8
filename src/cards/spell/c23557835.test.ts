import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Dimension Fusion: "Pay 2000 Life Points. Both players Special Summon as many of their removed from play monsters as possible."
describe('Dimension Fusion', () => {
  it('pay 2000 LP: each player Special Summons their own banished monsters, as many as their zones allow, you first', () => {
    const d = duelOf({
      me: { hand: ['Dimension Fusion'], banished: ['Summoned Skull', 'Feral Imp', 'Dark Hole'], monsters: [{ card: 'Kuriboh' }, { card: 'Kuriboh' }, { card: 'Kuriboh' }, { card: 'Kuriboh' }] },
      opp: { banished: ['Mystical Elf'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dimension Fusion') }));
    expect(me(x).lp).toBe(6000);
    // One zone free: you choose which of your two banished monsters comes back.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', option: 'attack' });
    // The opponent's lone banished monster: only its position is asked, of them.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1 });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toContain('Summoned Skull');
    expect(me(x).banished.sort()).toEqual(['Dark Hole', 'Feral Imp']);
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Mystical Elf', position: 'defense' });
  });
  it('no banished monster either player could Summon, or under 2000 LP: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Dimension Fusion'], banished: ['Dark Hole'] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { hand: ['Dimension Fusion'], lp: 1999, banished: ['Feral Imp'] } }), 'activate')).toHaveLength(0);
    // Only the opponent has one: it can be activated.
    expect(legal(duelOf({ me: { hand: ['Dimension Fusion'] }, opp: { banished: ['Feral Imp'] } }), 'activate')).toHaveLength(1);
  });
});
