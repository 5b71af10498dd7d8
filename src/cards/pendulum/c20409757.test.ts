import { describe, expect, it } from 'vitest';
import { attackOf } from '../../engine/draft';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passWindows, pendulumOffer, play } from '../../engine/test/dsl';
import { PENDULUM_SCALE } from '../../engine/state';

const TIMEGAZER = 'Timegazer Magician';
const finish = (duel: Duel): Duel => {
  let x = duel;
  while (x.flow.window) x = play(x, { type: 'pass' });
  return x;
};

describe('Timegazer Magician', () => {
  it('is activated in a Pendulum Zone only while you control no monsters; Scale 8 beside a "Magician" card', () => {
    const empty = duelOf({ me: { hand: [TIMEGAZER, 'Stargazer Magician'] } });
    expect(legal(empty, 'activate', idOf(empty, TIMEGAZER))).toEqual([{ type: 'activate', card: idOf(empty, TIMEGAZER), effect: PENDULUM_SCALE }]);
    const busy = duelOf({ me: { hand: [TIMEGAZER], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(busy, 'activate', idOf(busy, TIMEGAZER))).toEqual([]);
    expect(() => play(busy, { type: 'activate', card: idOf(busy, TIMEGAZER), effect: PENDULUM_SCALE })).toThrow(/condition for activation is not met/);
    // Beside Stargazer: Scales 1 and 8, so a Level 7 monster may be Pendulum Summoned.
    const pair = duelOf({ me: { hand: ['Dark Magician'], pendulum: ['Stargazer Magician', TIMEGAZER] } });
    expect(pendulumOffer(pair)).toEqual([idOf(pair, 'Dark Magician')]);
    // Beside Flash Knight it becomes 4: Level 7 no longer fits (4 to 7).
    const knight = duelOf({ me: { hand: ['Dark Magician', 'Summoned Skull'], pendulum: ['Flash Knight', TIMEGAZER] } });
    expect(pendulumOffer(knight)).toEqual([idOf(knight, 'Summoned Skull')]);
  });

  // "If a Pendulum Monster you control attacks or is attacked, your opponent cannot activate Trap Cards
  // until the end of the Damage Step": from the attack declaration on.
  it('Pendulum Effect: once your Pendulum Monster attacks, your opponent cannot activate Trap Cards until the end of the Damage Step (not at the declaration either)', () => {
    const start = (pendulum: [string | null, string | null]) => passWindows(play(duelOf({
      me: { pendulum, monsters: [{ card: 'Flash Knight' }] },
      opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] },
    }), { type: 'nextPhase', to: 'battle' }));
    const trap = (x: Duel) => idOf(x, 'Reinforcements', 1);
    const withIt = start([TIMEGAZER, null]);
    const x = play(withIt, { type: 'attack', card: idOf(withIt, 'Flash Knight'), target: idOf(withIt, 'Mystical Elf', 1) });
    // The opponent could only have activated the Trap, so no window opens, at the declaration or in the Damage Step: the battle is over.
    expect(attackOf(x)).toBeNull();
    expect(opp(x).spellTraps[0]).toMatchObject({ faceUp: false });
    // Without Timegazer the Trap answers the declaration, and the Damage Step window opens with it too.
    const without = start([null, null]);
    let y = play(without, { type: 'attack', card: idOf(without, 'Flash Knight'), target: idOf(without, 'Mystical Elf', 1) });
    expect(attackOf(y)?.damageStep).toBeUndefined();
    expect(legal(y, 'activate', trap(y))).toHaveLength(1);
    y = play(y, { type: 'pass' });
    expect(attackOf(y)?.damageStep).toBe(true);
    expect(legal(y, 'activate', trap(y))).toHaveLength(1);
  });

  it("monster effect: each turn, the first card(s) in your Pendulum Zone your opponent's card effect would destroy are not destroyed (Heavy Storm: both)", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { pendulum: ['Flash Knight', null], monsters: [{ card: TIMEGAZER }] },
      opp: { hand: ['Mystical Space Typhoon', 'Mystical Space Typhoon'] },
    });
    const knight = idOf(d, 'Flash Knight');
    const [first, second] = d.players[1].hand;
    let x = finish(play(d, { type: 'activate', card: first! }, { type: 'select', ids: [knight] }));
    expect(me(x).pendulum[0]).toEqual({ name: 'Flash Knight', faceUp: true });
    expect(x.events.some((e) => e.type === 'notDestroyed' && e.card === knight)).toBe(true);
    x = finish(play(x, { type: 'activate', card: second! }, { type: 'select', ids: [knight] }));
    expect(me(x).pendulum[0]).toBeNull();
    expect(me(x).extra).toEqual(['Flash Knight']);
    // Both cards of the Pendulum Zone destroyed at once (Heavy Storm): the first card(s) are both spared.
    const storm = duelOf({ turnPlayer: 1, me: { pendulum: ['Flash Knight', 'Stargazer Magician'], monsters: [{ card: TIMEGAZER }] }, opp: { hand: ['Heavy Storm'] } });
    const w = finish(play(storm, { type: 'activate', card: idOf(storm, 'Heavy Storm', 1) }));
    expect(me(w).pendulum).toEqual([{ name: 'Flash Knight', faceUp: true }, { name: 'Stargazer Magician', faceUp: true }]);
    // In the Pendulum Zone itself (not as a monster) it protects nothing.
    const asScale = duelOf({ turnPlayer: 1, me: { pendulum: ['Flash Knight', TIMEGAZER] }, opp: { hand: ['Mystical Space Typhoon'] } });
    const z = finish(play(asScale, { type: 'activate', card: asScale.players[1].hand[0]! }, { type: 'select', ids: [idOf(asScale, 'Flash Knight')] }));
    expect(me(z).pendulum[0]).toBeNull();
  });
});
