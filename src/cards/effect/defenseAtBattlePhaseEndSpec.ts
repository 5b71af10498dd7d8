import { expect, it } from 'vitest';
import { applyAction, summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * The spec of library.ts `defenseAtBattlePhaseEnd` (Goblin Attack Force, Giant Orc): "If this card attacks,
 * it is changed to Defense Position at the end of the Battle Phase, and its battle position cannot be changed
 * until the End Phase (the end) of your next turn." A continuous effect (ygopro: EVENT_PHASE+PHASE_BATTLE, no
 * Chain) at the Battle Phase's End Step; the lock is a recorded `cannotChangePosition` rule lasting through its
 * controller's next turn.
 */
export function defenseAtBattlePhaseEndSpec(GAF: string): void {

/** Turn 3: Goblin Attack Force attacks directly, then the Battle Phase ends (into Main Phase 2). */
  function attacked(extra: Parameters<typeof duelOf>[0] = {}): Duel {
  const d = duelOf({ me: { monsters: [{ card: GAF }] }, ...extra });
  let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, GAF), target: 'direct' }));
  x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
  return x;
}

  const position = (d: Duel) => me(d).monsters.find((s) => s?.name === GAF)!.position;

  it('having attacked, it is changed to Defense Position at the end of the Battle Phase, with no Chain', () => {
    const x = attacked();
    expect(me(x).monsters[0]).toMatchObject({ name: GAF, position: 'defense', faceUp: true });
    expect(x.flow.chain).toEqual([]);
    expect(summary(x).phase).toBe('main2');
  });

  it('it stays in Attack Position until the Battle Phase ends (the attack is made in Attack Position)', () => {
    const d = duelOf({ me: { monsters: [{ card: GAF }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, GAF), target: 'direct' }));
    expect(position(x)).toBe('attack');
  });

  it('if it did not attack, nothing happens: it may still change its position', () => {
    const d = duelOf({ me: { monsters: [{ card: GAF }] } });
    const x = passAll(play(toBattle(d), { type: 'nextPhase', to: 'main2' }));
    expect(position(x)).toBe('attack');
    expect(legal(x, 'changePosition', idOf(d, GAF)).length).toBe(1);
  });

  it('its battle position cannot be changed until the End Phase of your next turn, then it can', () => {
    const x = attacked();
    const gaf = idOf(x, GAF);
    const next = endTurn(endTurn(x));
    expect(next.turn).toBe(5);
    expect(legal(next, 'changePosition', gaf)).toEqual([]);
    // It cannot attack in Defense Position either; the turn after that (turn 7) it may change again.
    const later = endTurn(endTurn(next));
    expect(later.turn).toBe(7);
    expect(legal(later, 'changePosition', gaf).length).toBe(1);
  });

  it('the lock is about this card: turned face-down (Book of Moon), it is a new card and may be Flip Summoned', () => {
    const x = attacked({ opp: { hand: ['Book of Moon'] } });
    const gaf = idOf(x, GAF);
    let y = endTurn(x);
    y = play(y, { type: 'activate', card: idOf(y, 'Book of Moon', 1) });
    if (y.flow.prompt) y = applyAction(y, { type: 'select', ids: [gaf] });
    y = passAll(y);
    expect(me(y).monsters[0]).toMatchObject({ faceUp: false });
    expect(y.rules.some((r) => r.code === 'cannotChangePosition' && r.card === gaf)).toBe(false);
    expect(legal(endTurn(y), 'flipSummon', gaf).length).toBe(1);
  });
}
