import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

/** Activates Blowback Dragon on the opponent's Set Mirror Force with the given seed. */
function blowback(seed: number) {
  const d = duelOf({ seed, me: { monsters: [{ card: 'Blowback Dragon' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Blowback Dragon') });
  // The opponent's cards only: its controller's own Trap Hole is not offered (the lone choice is still asked).
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mirror Force', 1)] });
  x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
  return { d, x };
}

describe('Blowback Dragon', () => {
  it('tosses a coin 3 times: the target is destroyed exactly when 2 or more land heads; once per turn', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const { d, x } = blowback(seed);
      const tosses = x.events.filter((e) => e.type === 'coinTossed');
      expect(tosses).toHaveLength(3);
      const heads = tosses.filter((e) => e.type === 'coinTossed' && e.result === 'heads').length;
      const destroyed = opp(x).graveyard.includes('Mirror Force');
      expect(destroyed, `seed ${seed}`).toBe(heads >= 2);
      seen.add(destroyed);
      expect(legal(x, 'activate', idOf(d, 'Blowback Dragon'))).toEqual([]);
    }
    // Both outcomes occur among these seeds.
    expect(seen.size).toBe(2);
  });

  it('cannot be activated when the opponent controls no card', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Blowback Dragon' }] } }), 'activate')).toEqual([]);
  });
});
