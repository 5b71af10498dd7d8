import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, legal } from './dsl';

/*
 * A name barred from card activations for the rest of the Duel (rule code noActivationsOfName keyed
 * 'cardActivation'): Cursed Seal of the Forbidden Spell (texts-2016) "your opponent cannot activate Spell Cards
 * with that name for the rest of this Duel" (ygopro: EFFECT_CANNOT_ACTIVATE limited to `EFFECT_TYPE_ACTIVATE`,
 * a card's activation). Unkeyed, the same code bars every activation of the name, effects included (Sangan's lock).
 */
const MASS_DRIVER = '34906152';
const with_ = (d: Duel, key?: string): Duel => {
  const rule: DuelRule = { code: 'noActivationsOfName', player: 0, passcode: MASS_DRIVER, ...(key ? { key } : {}), lasts: { kind: 'duel' } };
  return { ...d, rules: [rule] };
};
const board = () => duelOf({
  me: { hand: ['Mass Driver'], spellTraps: [{ card: 'Mass Driver', faceUp: true }], monsters: [{ card: 'Feral Imp' }] },
});

describe('A name barred from card activations', () => {
  it("keyed 'cardActivation': the Spell Card of that name cannot be activated, but may be Set; a face-up copy's effect may still be activated", () => {
    const d = board();
    const [onField, inHand] = [d.players[0].spellTraps[0]!.card, d.players[0].hand[0]!];
    expect(d.cards[inHand]!.passcode).toBe(MASS_DRIVER);
    const x = with_(d, 'cardActivation');
    expect(legal(x, 'activate', inHand)).toEqual([]);
    expect(legal(x, 'setSpellTrap', inHand)).not.toEqual([]);
    expect(legal(x, 'activate', onField)).toHaveLength(1);
    // Without the rule, both.
    expect(legal(d, 'activate', inHand)).toHaveLength(1);
  });

  it('unkeyed (Sangan): every activation of the name is barred, the face-up copy\'s effect included', () => {
    const d = board();
    const x = with_(d);
    expect(legal(x, 'activate', d.players[0].hand[0]!)).toEqual([]);
    expect(legal(x, 'activate', d.players[0].spellTraps[0]!.card)).toEqual([]);
  });

  it("the other player is not barred", () => {
    const d = duelOf({ turnPlayer: 1, opp: { hand: ['Mass Driver'] } });
    expect(legal(with_(d, 'cardActivation'), 'activate', idOf(d, 'Mass Driver', 1))).toHaveLength(1);
  });
});
