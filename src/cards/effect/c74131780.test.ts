import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Exiled Force: "You can Tribute this card to target 1 monster on the field; destroy that target."
describe('Exiled Force', () => {
  it('Tributed (the cost), it destroys the targeted monster', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Exiled Force' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force') });
    // Any monster on the field but Exiled Force itself, face-down ones too.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull', 1), idOf(d, 'Mystical Elf', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(x).graveyard).toEqual(['Exiled Force']);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Feral Imp']);
  });
  it('needs another monster on the field to target', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Exiled Force' }] } }), 'activate')).toHaveLength(0);
  });
  it('only from the field, face-up (not from the hand)', () => {
    expect(legal(duelOf({ me: { hand: ['Exiled Force'] }, opp: { monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toHaveLength(0);
  });
});
