import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Blindly Loyal Goblin: "As long as this card remains face-up on the field, control of this card cannot switch."
describe('Blindly Loyal Goblin', () => {
  it('face-up: Change of Heart resolves and takes nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Blindly Loyal Goblin' }] }, opp: { hand: ['Change of Heart'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart', 1) }, { type: 'select', ids: [idOf(d, 'Blindly Loyal Goblin')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blindly Loyal Goblin' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).graveyard).toEqual(['Change of Heart']);
  });

  it('face-up: Creature Swap leaves both monsters where they are', () => {
    const d = duelOf({ me: { hand: ['Creature Swap'], monsters: [{ card: 'Blindly Loyal Goblin' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Creature Swap') });
    while (x.flow.prompt || x.flow.window) x = play(x, legal(x, 'select')[0] ?? legal(x, 'pass')[0]!);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blindly Loyal Goblin' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('face-down it is not protected: Change of Heart takes it', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Blindly Loyal Goblin', position: 'defense', faceUp: false }] }, opp: { hand: ['Change of Heart'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart', 1) }, { type: 'select', ids: [idOf(d, 'Blindly Loyal Goblin')] }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).monsters.some((m) => m?.name === 'Blindly Loyal Goblin')).toBe(true);
  });
});
