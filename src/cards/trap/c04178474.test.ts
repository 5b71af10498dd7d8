import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Raigeki Break: "Discard 1 card, then target 1 card on the field; destroy it."
describe('Raigeki Break', () => {
  it('discard 1 card (the cost), then destroy the targeted card on the field', () => {
    const d = duelOf({ me: { hand: ['Feral Imp', 'Dark Magician'], spellTraps: [{ card: 'Raigeki Break', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Raigeki Break') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp'), idOf(d, 'Dark Magician')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    // Any card on the field but Raigeki Break itself.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician', 'Raigeki Break']);
    expect(me(x).hand).toEqual(['Feral Imp']);
  });
  it('needs a card in hand to discard', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Raigeki Break', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
