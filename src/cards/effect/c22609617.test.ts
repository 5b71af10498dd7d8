import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Mataza the Zapper: "This card can make a second attack during each Battle Phase. Control of this face-up card
// on the field cannot switch."
describe('Mataza the Zapper', () => {
  it('attacks twice in a Battle Phase (directly, or a monster), and not a third time', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mataza the Zapper' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Sangan' }] } });
    const mataza = idOf(d, 'Mataza the Zapper');
    let x = passAll(play(toBattle(d), { type: 'attack', card: mataza, target: idOf(d, 'Kuriboh', 1) }));
    expect(legal(x, 'attack', mataza).length).toBeGreaterThan(0);
    x = passAll(play(x, { type: 'attack', card: mataza, target: idOf(d, 'Sangan', 1) }));
    expect(opp(x).graveyard.sort()).toEqual(['Kuriboh', 'Sangan']);
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!)); // Sangan's search
    expect(legal(x, 'attack', mataza)).toEqual([]);
  });

  it('two direct attacks: 2600 damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mataza the Zapper' }] } });
    const mataza = idOf(d, 'Mataza the Zapper');
    const x = passAll(play(passAll(play(toBattle(d), { type: 'attack', card: mataza, target: 'direct' })), { type: 'attack', card: mataza, target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 2600);
    expect(legal(x, 'attack', mataza)).toEqual([]);
  });

  it('a monster without it attacks once', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' }));
    expect(legal(x, 'attack', idOf(d, 'Celtic Guardian'))).toEqual([]);
  });

  it('control cannot switch: Change of Heart resolves and takes nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mataza the Zapper' }] }, opp: { hand: ['Change of Heart'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart', 1) }, { type: 'select', ids: [idOf(d, 'Mataza the Zapper')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mataza the Zapper' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('control cannot switch: Creature Swap leaves both monsters where they are', () => {
    const d = duelOf({ me: { hand: ['Creature Swap'], monsters: [{ card: 'Mataza the Zapper' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Creature Swap') });
    while (x.flow.prompt || x.flow.window) x = play(x, legal(x, 'select')[0] ?? legal(x, 'pass')[0]!);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mataza the Zapper' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });
});
