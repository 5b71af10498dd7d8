import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Cyber-Stein: "Pay 5000 Life Points. Special Summon 1 Fusion Monster from your Fusion Deck to the field in Attack Position."
describe('Cyber-Stein', () => {
  it('pay 5000 LP: a Fusion Monster of your choice from the Extra Deck, in Attack Position (not XYZ-Dragon Cannon)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Cyber-Stein' }], extra: ['Thousand Dragon', 'Blue-Eyes Ultimate Dragon', 'XYZ-Dragon Cannon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Cyber-Stein') }));
    expect(me(x).lp).toBe(3000);
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Thousand Dragon'), idOf(d, 'Blue-Eyes Ultimate Dragon')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes Ultimate Dragon')] }));
    expect(me(x).monsters.filter(Boolean).map((m) => [m!.name, m!.position])).toEqual([['Cyber-Stein', 'attack'], ['Blue-Eyes Ultimate Dragon', 'attack']]);
  });
  it('not a Fusion Monster that must be Fusion Summoned and cannot be Special Summoned by other ways (Dark Paladin, Flame Wingman)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Cyber-Stein' }], extra: ['Dark Paladin', 'Elemental HERO Flame Wingman', 'Thousand Dragon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Cyber-Stein') }));
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idOf(d, 'Thousand Dragon')]);
    expect(legal(duelOf({ me: { monsters: [{ card: 'Cyber-Stein' }], extra: ['Dark Paladin', 'Elemental HERO Thunder Giant'] } }), 'activate')).toHaveLength(0);
  });
  it('needs 5000 LP and a Fusion Monster in the Extra Deck', () => {
    expect(legal(duelOf({ me: { lp: 4000, monsters: [{ card: 'Cyber-Stein' }], extra: ['Thousand Dragon'] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { monsters: [{ card: 'Cyber-Stein' }], extra: ['XYZ-Dragon Cannon'] } }), 'activate')).toHaveLength(0);
  });
});
