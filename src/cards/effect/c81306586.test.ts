import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Nightmare Penguin: "All face-up WATER monsters you control gain 200 ATK. When this card is flipped face-up: Target 1 card your opponent controls; return that target to the hand."
describe('Nightmare Penguin', () => {
  it('face-up: your WATER monsters gain 200 ATK (itself too), not the opponent\'s nor other Attributes', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Nightmare Penguin' }, { card: 'Great White' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Great White' }] } });
    expect(me(d).monsters.slice(0, 3).map((m) => m?.atk)).toEqual([1100, 1800, 1300]);
    expect(opp(d).monsters[0]?.atk).toBe(1600);
  });
  it('flipped face-up: returns a card the opponent controls to the hand', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Nightmare Penguin', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Nightmare Penguin') }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toContain('Summoned Skull');
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(0);
  });
});
