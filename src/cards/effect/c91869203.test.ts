import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Amazoness Archer', () => {
  it('Tribute 2 monsters you control (the cost): inflicts 1200 damage to the opponent; not once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Amazoness Archer' }, { card: 'Feral Imp' }, { card: 'Celtic Guardian' }, { card: 'Uraby' }, { card: 'Battle Ox', faceUp: false, position: 'defense' }] } });
    const archer = idOf(d, 'Amazoness Archer');
    let x = play(d, { type: 'activate', card: archer });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(5);
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(x.events.filter((e) => e.type === 'tributed')).toHaveLength(2);
    expect(opp(x).lp).toBe(6800);
    // Again, Tributing itself and a face-down monster.
    x = play(x, { type: 'activate', card: archer }, { type: 'select', ids: [archer] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Battle Ox')] }));
    expect(opp(x).lp).toBe(5600);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Uraby']);
  });

  it('cannot be activated with fewer than 2 monsters to Tribute', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Amazoness Archer' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
