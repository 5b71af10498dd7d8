import { describe, expect, it } from 'vitest';
import { attackOf } from '../../engine/draft';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

/*
 * Injection Fairy Lily: "If this card attacks or is attacked, during damage calculation (in either player's
 * turn): You can pay 2000 Life Points once per battle; this card gains 3000 ATK during that damage calculation
 * only." The engine has no window inside damage calculation: it is activated in the Damage Step up to it (the
 * window before damage calculation), and the ATK ends as damage calculation does. GOAT: `goat/c504700138.lua`
 * has the same body as `official/c79575620.lua` (no era variant).
 */
// A Set Rush Recklessly keeps its player's windows in the Damage Step open (something else to activate there).
const RUSH = { card: 'Rush Recklessly', faceUp: false };
const toDamageStep = (lilyAttacks: boolean, lp = 8000, spellTraps: (typeof RUSH)[] = []): { d: Duel; x: Duel; lily: string } => {
  const d = duelOf({ turnPlayer: lilyAttacks ? 0 : 1, me: { lp, monsters: [{ card: 'Injection Fairy Lily' }], spellTraps }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  const lily = idOf(d, 'Injection Fairy Lily');
  const skull = idOf(d, 'Summoned Skull', 1);
  let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  x = play(x, lilyAttacks ? { type: 'attack', card: lily, target: skull } : { type: 'attack', card: skull, target: lily });
  while (x.flow.window && !(attackOf(x)?.damageStep && x.flow.window.player === 0)) {
    expect(legal(x, 'activate', lily)).toEqual([]); // not before the Damage Step
    x = play(x, { type: 'pass' });
  }
  return { d, x, lily };
};
const finish = (x: Duel): Duel => {
  let y = x;
  while (y.flow.window) y = play(y, { type: 'pass' });
  return y;
};

describe('Injection Fairy Lily', () => {
  it.each([true, false])('attacking (%s) or attacked: pay 2000 LP, it gains 3000 ATK for that damage calculation and wins the battle', (lilyAttacks) => {
    const { x, lily } = toDamageStep(lilyAttacks);
    expect(legal(x, 'activate', lily)).toHaveLength(1);
    let y = play(x, { type: 'activate', card: lily, effect: 0 });
    expect(me(y).lp).toBe(6000); // the cost is paid on activation
    y = finish(y);
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(opp(y).lp).toBe(8000 - (3400 - 2500));
    expect(me(y).lp).toBe(6000);
    // "During that damage calculation only": back to 400 ATK once it is over.
    expect(me(y).monsters[0]).toMatchObject({ name: 'Injection Fairy Lily', atk: 400 });
  });

  it('"you can": not used, it loses the battle', () => {
    const { x } = toDamageStep(false);
    const y = finish(x);
    expect(me(y).graveyard).toEqual(['Injection Fairy Lily']);
    expect(me(y).lp).toBe(8000 - 2100);
  });

  it('once per battle: not again while its activation is on the Chain, nor once it has resolved', () => {
    const { x, lily } = toDamageStep(true, 8000, [RUSH]);
    let y = play(x, { type: 'activate', card: lily, effect: 0 });
    // On the Chain: it is offered no second time to chain to itself, nor once it has resolved.
    expect(y.flow.chain).toHaveLength(1);
    while (y.flow.window && y.flow.window.player !== 0) y = play(y, { type: 'pass' });
    if (y.flow.window) expect(legal(y, 'activate', lily)).toEqual([]);
    while (y.flow.chain.length > 0) y = play(y, { type: 'pass' });
    expect(y.flow.window).toMatchObject({ player: 0 });
    expect(attackOf(y)?.damageStep).toBe(true);
    expect(me(y).monsters[0]).toMatchObject({ atk: 3400 });
    expect(legal(y, 'activate', lily)).toEqual([]);
  });

  it('needs 2000 LP to pay', () => {
    const { x, lily } = toDamageStep(true, 1999);
    expect(legal(x, 'activate', lily)).toEqual([]);
    const { x: exact, lily: l2 } = toDamageStep(true, 2000);
    expect(legal(exact, 'activate', l2)).toHaveLength(1);
  });

  it('a battle it is not in: not offered', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Injection Fairy Lily' }, { card: 'Celtic Guardian' }], spellTraps: [RUSH] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const lily = idOf(d, 'Injection Fairy Lily');
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    let seen = false;
    while (x.flow.window) {
      if (x.flow.window.player === 0) {
        seen ||= attackOf(x)?.damageStep === true;
        expect(legal(x, 'activate', lily)).toEqual([]);
      }
      x = play(x, { type: 'pass' });
    }
    expect(seen).toBe(true);
  });
});
