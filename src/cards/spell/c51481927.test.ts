import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

/*
 * Spell Absorption (texts-2016): "Each time a Spell Card is activated, gain 500 Life Points immediately after it
 * resolves." A continuous effect of a face-up Spell acting on an event (no Chain: ygopro's EVENT_CHAIN_SOLVED),
 * only for a Spell Card's activation that resolved (library.ts `spellCardResolved`).
 */
const ABSORPTION = [{ card: 'Spell Absorption', faceUp: true }];
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

describe('Spell Absorption', () => {
  it('a Spell Card you activate resolves: you gain 500 LP, with no Chain', () => {
    const d = duelOf({ me: { spellTraps: ABSORPTION, hand: ['Pot of Greed'], deck: DECK } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(y).lp).toBe(8500);
    expect(me(y).hand).toHaveLength(2);
    expect(y.events.filter((e) => e.type === 'activated' && e.card === idOf(d, 'Spell Absorption'))).toEqual([]);
  });

  it("your opponent's Spell Card resolving gains you 500 LP too", () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: ABSORPTION }, opp: { hand: ['Pot of Greed'], deck: DECK } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }))).lp).toBe(8500);
  });

  it('a negated Spell Card does not resolve: no LP', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [...ABSORPTION, { card: 'Magic Jammer', faceUp: false }], hand: ['Kuriboh'] }, opp: { hand: ['Pot of Greed'], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = passAll(x);
    expect(x.players[1].graveyard.length).toBeGreaterThan(0);
    expect(me(x).lp).toBe(8000);
  });

  it('a Trap Card, or an effect of a face-up Spell, is not a Spell Card activated: no LP; nor its own activation', () => {
    const d = duelOf({ me: { spellTraps: [...ABSORPTION, { card: 'Mass Driver', faceUp: true }], monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mass Driver'), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    expect(me(passAll(x)).lp).toBe(8000);
    const own = duelOf({ me: { hand: ['Spell Absorption'] } });
    expect(me(passAll(play(own, { type: 'activate', card: idOf(own, 'Spell Absorption') }))).lp).toBe(8000);
  });

  it('face-down, it does nothing', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Spell Absorption', faceUp: false }], hand: ['Pot of Greed'], deck: DECK } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).lp).toBe(8000);
  });
});
