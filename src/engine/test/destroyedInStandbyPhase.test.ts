import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, me } from './dsl';
import { endTurn } from './turns';

/*
 * Rule code destroyedInStandbyPhase (issue 34: "Destroy this card during your 2nd Standby Phase after
 * activation", Swords of Concealing Light): a card recorded with it, lasting `count` of its player's turns,
 * is destroyed as the Standby Phase of the last of them begins, with no Chain (phases.ts standbyPhaseFates);
 * a card that left the field earlier took its rule with it.
 */

const withRule = (d: Duel, card: string, through: number): Duel =>
  ({ ...d, rules: [{ code: 'destroyedInStandbyPhase', player: 0, card, source: card, lasts: { kind: 'turns', player: 0, count: 2, through } } satisfies DuelRule] });

describe('destroyedInStandbyPhase', () => {
  const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }], monsters: [{ card: 'Feral Imp' }] } });
  const card = idOf(d, 'Swords of Revealing Light');

  it('destroys the card as the Standby Phase of its last turn begins, before the Main Phase', () => {
    const x = endTurn(withRule(d, card, 5));
    expect(summary(x)).toMatchObject({ turn: 5, phase: 'main1' });
    expect(me(x).spellTraps[0]).toBeNull();
    expect(me(x).graveyard).toEqual(['Swords of Revealing Light']);
    const types = x.events.map((e) => (e.type === 'phaseEntered' ? e.phase : e.type));
    expect(types.indexOf('destroyed')).toBeGreaterThan(types.indexOf('standby'));
    expect(types.indexOf('destroyed')).toBeLessThan(types.indexOf('main1'));
    expect(x.rules).toEqual([]);
  });

  it('not in an earlier turn: the card stays until its last turn', () => {
    const x = endTurn(withRule(d, card, 7));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Swords of Revealing Light' });
    expect(x.rules).toHaveLength(1);
  });

  it('a monster it names is destroyed the same way', () => {
    const x = endTurn(withRule(d, idOf(d, 'Feral Imp'), 5));
    expect(me(x).graveyard).toContain('Feral Imp');
    expect(x.events).toContainEqual({ type: 'destroyed', card: idOf(d, 'Feral Imp'), controller: 0 });
  });

  it('also when the Draw Phase is skipped (the turn begins with the Standby Phase)', () => {
    const skip: DuelRule = { code: 'skipDrawPhase', player: 0, lasts: { kind: 'turns', player: 0, count: 1, through: 5 } };
    const x = withRule(d, card, 5);
    const y = endTurn({ ...x, rules: [...x.rules, skip] });
    expect(me(y).graveyard).toEqual(['Swords of Revealing Light']);
  });
});
