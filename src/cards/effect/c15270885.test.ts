import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

const WORLD = { card: 'Toon World', faceUp: true };

/** Ends the Battle Phase (into Main Phase 2), passing the windows on the way. */
const toMain2 = (d: ReturnType<typeof duelOf>) => passAll(play(d, { type: 'nextPhase', to: 'main2' }));

describe('Toon Goblin Attack Force', () => {
  const setup = () => duelOf({ me: { monsters: [{ card: 'Toon Goblin Attack Force' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });

  it('cannot attack the turn it is Normal Summoned', () => {
    const d = duelOf({ me: { hand: ['Toon Goblin Attack Force'], spellTraps: [WORLD] } });
    const id = idOf(d, 'Toon Goblin Attack Force');
    const x = passAll(play(d, { type: 'normalSummon', card: id, tributes: [] }));
    expect(legal(toBattle(x), 'attack', id)).toEqual([]);
  });

  it('with a face-up Toon World it attacks directly; then, at the end of the Battle Phase, it goes to Defense Position', () => {
    const d = setup();
    const id = idOf(d, 'Toon Goblin Attack Force');
    const hit = passAll(play(toBattle(d), { type: 'attack', card: id, target: 'direct' }));
    expect(opp(hit).lp).toBe(8000 - 2300);
    const x = toMain2(hit);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Toon Goblin Attack Force', position: 'defense', faceUp: true });
  });

  it('its position cannot be changed until the end of your next turn', () => {
    const d = setup();
    const id = idOf(d, 'Toon Goblin Attack Force');
    const x = toMain2(passAll(play(toBattle(d), { type: 'attack', card: id, target: 'direct' })));
    // The opponent's turn, then this player's next turn: still locked in Defense Position.
    const next = endTurn(endTurn(x));
    expect(next.turnPlayer).toBe(0);
    expect(me(next).monsters[0]).toMatchObject({ position: 'defense' });
    expect(legal(next, 'changePosition', id)).toEqual([]);
    // The turn after that, the lock is over.
    const later = endTurn(endTurn(next));
    expect(legal(later, 'changePosition', id)).toHaveLength(1);
  });

  it('if it did not attack, it stays in Attack Position', () => {
    const d = setup();
    const x = toMain2(toBattle(d));
    expect(me(x).monsters[0]).toMatchObject({ position: 'attack' });
  });

  it('is destroyed when Toon World on the field is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Goblin Attack Force' }], spellTraps: [WORLD], hand: ['Mystical Space Typhoon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Toon World')] }));
    expect(me(x).graveyard).toContain('Toon Goblin Attack Force');
  });
});
