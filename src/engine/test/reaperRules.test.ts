import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Attacking directly while the opponent has monsters, and "destroyed when targeted" (issue 32 §4):
 * - `attacksDirectly` (Reaper on the Nightmare: "can attack your opponent's Life Points directly even if there
 *   is a monster on your opponent's side of the field"): legal.ts directAttackRefusal lists the direct attack;
 * - `destroyedAfterTargeted` (Spirit Reaper: "After resolving a card effect that targets this face-up card,
 *   destroy this card"): chain.ts, once the Chain Link resolves; in the Damage Step before damage calculation,
 *   once damage is calculated (battle.ts).
 */
describe('Attacking directly while the opponent controls monsters (attacksDirectly)', () => {
  it('the monster with the rule may attack directly; one without it may not', () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Reaper on the Nightmare' }, { card: 'Spirit Reaper' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } }));
    expect(legal(d, 'attack', idOf(d, 'Reaper on the Nightmare')).map((a) => a.target)).toContain('direct');
    expect(legal(d, 'attack', idOf(d, 'Spirit Reaper')).map((a) => a.target)).not.toContain('direct');
  });
});

describe('Destroyed after an effect targeting it resolves (destroyedAfterTargeted)', () => {
  it('resolved: destroyed; the effect applied first', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Spirit Reaper' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Rush Recklessly') }, { type: 'select', ids: [idOf(d, 'Spirit Reaper')] });
    const done = passAll(x);
    expect(me(done).graveyard).toContain('Spirit Reaper');
    expect(done.events.some((e) => e.type === 'destroyed' && e.card === idOf(d, 'Spirit Reaper'))).toBe(true);
  });

  it('targeted before damage calculation: it survives to damage calculation with the effect applied, then is destroyed', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Spirit Reaper' }] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Spirit Reaper'), target: 'direct' });
    while (!legal(x, 'activate', idOf(d, 'Rush Recklessly')).length) x = play(x, legal(x, 'pass')[0]!);
    x = play(x, { type: 'activate', card: idOf(d, 'Rush Recklessly') }, { type: 'select', ids: [idOf(d, 'Spirit Reaper')] });
    const done = passAll(x);
    expect(done.players[1].lp).toBe(8000 - 1000);
    expect(me(done).graveyard).toContain('Spirit Reaper');
  });
});
