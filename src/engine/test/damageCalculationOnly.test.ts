import { describe, expect, it } from 'vitest';
import { attackOf } from '../draft';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, opp, passWindows, play } from './dsl';

/*
 * An ATK/DEF change "during that damage calculation only" (Injection Fairy Lily's text; rulebook v9.1 "Damage
 * Step Rules": ATK-changing effects may be activated up to the start of damage calculation): `ctx.
 * modifyForThisDamageCalculation` applies to the battle's damage calculation and ends with it (battle.ts
 * `endDamageCalculationChanges`), so a later battle of the same turn sees the printed ATK again; "once per
 * battle" (library.ts `changedForThisDamageCalculation`) lets it be used again in that later battle.
 */
const toLilysWindow = (x: Duel, lily: string): Duel => {
  let y = x;
  while (y.flow.window && !(attackOf(y)?.damageStep && y.flow.window.player === 0 && legal(y, 'activate', lily).length > 0)) y = play(y, { type: 'pass' });
  return y;
};
const finish = (x: Duel): Duel => {
  let y = x;
  while (y.flow.window) y = play(y, { type: 'pass' });
  return y;
};

describe('An ATK change during that damage calculation only', () => {
  it('applies to that damage calculation, ends with it, and may be applied again in a later battle of the turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Injection Fairy Lily' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Gemini Elf' }] } });
    const lily = idOf(d, 'Injection Fairy Lily');
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = toLilysWindow(play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: lily }), lily);
    x = finish(play(x, { type: 'activate', card: lily, effect: 0 }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters[0]).toMatchObject({ atk: 400 });
    expect(x.lingering).toEqual([]);
    // The second battle: 400 ATK again until it is used again.
    x = play(x, { type: 'attack', card: idOf(d, 'Gemini Elf', 1), target: lily });
    x = toLilysWindow(x, lily);
    expect(me(x).monsters[0]).toMatchObject({ atk: 400 });
    x = finish(play(x, { type: 'activate', card: lily, effect: 0 }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull', 'Gemini Elf']);
    expect(me(x).lp).toBe(4000);
    expect(opp(x).lp).toBe(8000 - 900 - 1500);
  });
});
