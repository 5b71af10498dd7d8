import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Curse of Darkness (texts-2016): "Each time a Spell Card is activated, the controller of that Spell Card takes
 * 1000 points of damage." ygopro applies it with no Chain as the Spell resolves (EVENT_CHAIN_SOLVED), to the
 * player who activated it (library.ts `spellCardResolved`; the `resolved` event's `player`).
 */
const CURSE = [{ card: 'Curse of Darkness', faceUp: true }];
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

describe('Curse of Darkness', () => {
  it('your opponent activates a Spell Card: they take 1000 damage as it resolves', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: CURSE }, opp: { hand: ['Pot of Greed'], deck: DECK } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }));
    expect(opp(y).lp).toBe(7000);
    expect(opp(y).hand).toHaveLength(2);
    expect(me(y).lp).toBe(8000);
  });

  it('you activate a Spell Card: you take the 1000 damage', () => {
    const d = duelOf({ me: { spellTraps: CURSE, hand: ['Pot of Greed'], deck: DECK } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(y).lp).toBe(7000);
    expect(opp(y).lp).toBe(8000);
  });

  it('a negated Spell Card: no damage', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [...CURSE, { card: 'Magic Jammer', faceUp: false }], hand: ['Kuriboh'] }, opp: { hand: ['Pot of Greed'], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    expect(opp(passAll(x)).lp).toBe(8000);
  });

  it('face-down, or for a Trap Card, nothing', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Curse of Darkness', faceUp: false }], hand: ['Pot of Greed'], deck: DECK } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).lp).toBe(8000);
    const t = duelOf({ me: { spellTraps: [...CURSE, { card: 'Reckless Greed', faceUp: false }], deck: DECK } });
    expect(me(passAll(play(t, { type: 'activate', card: idOf(t, 'Reckless Greed') }))).lp).toBe(8000);
  });
});
