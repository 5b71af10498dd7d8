import { describe, expect, it } from 'vitest';
import { summary } from '..';
import type { DuelRule } from '../ruleCodes';
import { isNamed, namesOf } from '../stats';
import { duelOf, idOf } from './dsl';

/*
 * Rule code nameChangedTo (recorded): "its name becomes …" given by an effect for a while (Galaxy-Eyes Cipher
 * Dragon: until the End Phase): what asks for a name (stats.ts namesOf, isNamed) reads the rule's key while the
 * rule is in force; the card is still shown by its printed name.
 */
describe('nameChangedTo', () => {
  const d = duelOf({ turn: 3, me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
  const guardian = idOf(d, 'Celtic Guardian');
  const rule = (turn: number): DuelRule => ({ code: 'nameChangedTo', player: 0, card: guardian, key: 'Galaxy-Eyes Cipher Dragon', lasts: { kind: 'untilEndPhase', turn } });

  it('the card is named the rule\'s key, not its own name, while the rule lasts', () => {
    const x = { ...d, rules: [rule(3)] };
    expect(namesOf(x, guardian)).toEqual(['Galaxy-Eyes Cipher Dragon']);
    expect(isNamed(x, guardian, 'Galaxy-Eyes Cipher Dragon')).toBe(true);
    expect(isNamed(x, guardian, 'Celtic Guardian')).toBe(false);
    expect(isNamed(x, idOf(d, 'Feral Imp'), 'Feral Imp')).toBe(true);
    expect(summary(x).players[0].monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('once the rule is over, the card has its own name again', () => {
    const x = { ...d, rules: [rule(2)] };
    expect(isNamed(x, guardian, 'Celtic Guardian')).toBe(true);
    expect(isNamed(x, guardian, 'Galaxy-Eyes Cipher Dragon')).toBe(false);
  });
});
