import { describe, expect, it } from 'vitest';
import { viewFor } from '..';
import { duelOf, idOf, legal, passWindows, play } from './dsl';

/*
 * "Its Level becomes N until the End Phase" (Gagaga Magician): a change with a duration, kept on the
 * monster's slot. It counts wherever a Level is asked (Synchro and Xyz Materials, Ritual Tributes)
 * this turn only, and is lost when the monster leaves the field or is turned face-down.
 */
/** Activates Gagaga Magician's effect declaring `level`, then lets the Chain resolve (both players pass). */
function toLevel(d: ReturnType<typeof duelOf>, level: number): ReturnType<typeof duelOf> {
  let x = play(d, { type: 'activate', card: idOf(d, 'Gagaga Magician'), effect: 0 }, { type: 'select', option: String(level) });
  while (x.flow.window) x = play(x, { type: 'pass' });
  return x;
}
const xyzSummons = (d: ReturnType<typeof duelOf>) => legal(d, 'specialSummon').filter((a) => a.method === 'xyz');

describe('A Level changed until the End Phase', () => {
  it('counts for an Xyz Summon this turn and is gone in the next turn', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Gagaga Magician' }, { card: 'Giant Soldier of Stone' }], extra: ['Number 17: Leviathan Dragon'] },
    });
    const changed = toLevel(d, 3);
    expect(xyzSummons(changed).length).toBeGreaterThan(0);
    // The End Phase passes; in the opponent's turn it is Level 4 again.
    const next = passWindows(play(changed, { type: 'nextPhase', to: 'end' }));
    expect(next.turn).toBe(4);
    expect(viewFor(next, 0).players[0].monsters[0]?.level).toBeUndefined();
    expect(viewFor(next, 0).players[0].monsters[0]?.card).toMatchObject({ name: 'Gagaga Magician', level: 4 });
  });

  it('is lost when the monster is turned face-down (Book of Moon)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }], hand: ['Book of Moon'] } });
    const changed = toLevel(d, 6);
    const down = passWindows(play(changed, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Gagaga Magician')] }));
    expect(down.players[0].monsters[0]).toMatchObject({ faceUp: false });
    expect(down.players[0].monsters[0]?.levelUntilTurn).toBeUndefined();
  });

  it('counts towards a Ritual Summon\'s Tribute total', () => {
    // Black Luster Soldier needs Levels totalling 8: Gagaga Magician made Level 8 is enough alone.
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }], hand: ['Black Luster Ritual', 'Black Luster Soldier'] } });
    expect(legal(d, 'activate', idOf(d, 'Black Luster Ritual'))).toEqual([]);
    const changed = toLevel(d, 8);
    expect(legal(changed, 'activate', idOf(d, 'Black Luster Ritual')).length).toBe(1);
  });
});
