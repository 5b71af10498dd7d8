import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Chain Burst (texts-2016): "Each time a player activates a Trap Card, they take 1000 damage immediately after
 * it resolves." official/c48276469.lua: a continuous effect on EVENT_CHAIN_SOLVED (no Chain), for a Trap Card's
 * activation, to the player who activated it (library.ts `trapCardResolved`).
 */
const BURST = [{ card: 'Chain Burst', faceUp: true }];
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

describe('Chain Burst', () => {
  it('you activate a Trap Card: you take 1000 damage right after it resolves', () => {
    const d = duelOf({ me: { spellTraps: [...BURST, { card: 'Reckless Greed', faceUp: false }], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Reckless Greed') }));
    expect(me(x).lp).toBe(7000);
    expect(opp(x).lp).toBe(8000);
    // After it resolved: the draw came first.
    const types = x.events.map((e) => e.type);
    expect(types.indexOf('effectDamage')).toBeGreaterThan(types.lastIndexOf('drew'));
    expect(types.indexOf('effectDamage')).toBeGreaterThan(types.indexOf('resolved'));
    expect(me(x).hand).toHaveLength(2);
  });

  it('your opponent activates a Trap Card: they take the damage', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: BURST }, opp: { spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Reckless Greed', 1) }));
    expect(opp(x).lp).toBe(7000);
    expect(me(x).lp).toBe(8000);
  });

  it('a Spell Card, its own activation, a face-down Chain Burst: no damage', () => {
    const spell = duelOf({ me: { spellTraps: BURST, hand: ['Pot of Greed'], deck: DECK } });
    expect(me(passAll(play(spell, { type: 'activate', card: idOf(spell, 'Pot of Greed') }))).lp).toBe(8000);
    const own = duelOf({ me: { spellTraps: [{ card: 'Chain Burst', faceUp: false }] } });
    expect(me(passAll(play(own, { type: 'activate', card: idOf(own, 'Chain Burst') }))).lp).toBe(8000);
    const down = duelOf({ me: { spellTraps: [{ card: 'Chain Burst', faceUp: false }, { card: 'Reckless Greed', faceUp: false }], deck: DECK } });
    expect(me(passAll(play(down, { type: 'activate', card: idOf(down, 'Reckless Greed') }))).lp).toBe(8000);
  });

  it('a Trap Card whose activation is negated: no damage; the negating Counter Trap is a Trap Card too', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: [...BURST, { card: 'Seven Tools of the Bandit', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Reckless Greed', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Seven Tools of the Bandit') });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    x = passAll(x);
    expect(opp(x).lp).toBe(8000);
    // Seven Tools' 1000 LP cost and Chain Burst's 1000 damage.
    expect(me(x).lp).toBe(6000);
  });
});
