import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Medusa Worm: "Once per turn, you can flip this card into face-down Defense Position. When this card is Flip Summoned, destroy 1 monster on your opponent's side of the field."
describe('Medusa Worm', () => {
  it('Flip Summoned: destroys a monster the opponent controls', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Medusa Worm', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }] } });
    let x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Medusa Worm') }));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
  });
  it('flipped face-up by an attack (not a Flip Summon): nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Medusa Worm', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Kuriboh', 1), target: idOf(d, 'Medusa Worm') }));
    expect(opp(x).graveyard).toEqual([]);
  });
  it('once per turn: turns itself face-down', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Medusa Worm' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Medusa Worm') }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(legal(x, 'activate')).toHaveLength(0);
  });
});
