import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, me, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * Rule codes returnsInEndPhase, destroyedInEndPhase, banishedInEndPhase (issue 32 §4: temporary
 * banishment; monsters destroyed or banished in the End Phase): what an effect set to happen "during
 * the End Phase" happens as this turn's End Phase begins, with no Chain (phases.ts endPhaseFates).
 */

const withRule = (d: Duel, rule: Omit<DuelRule, 'player' | 'lasts'>, turn = d.turn): Duel =>
  ({ ...d, rules: [...d.rules, { player: 0, lasts: { kind: 'thisTurn', turn }, ...rule } as DuelRule] });

describe('effects set for the End Phase', () => {
  it('returnsInEndPhase: a banished card comes back to its owner\'s field in the position the rule names', () => {
    const d = duelOf({ me: { banished: ['Feral Imp'] } });
    const y = endTurn(withRule(d, { code: 'returnsInEndPhase', card: idOf(d, 'Feral Imp'), key: 'defense' }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Feral Imp', faceUp: true, position: 'defense' });
    expect(y.rules).toEqual([]);
  });

  it('returnsInEndPhase does nothing for a card no longer banished', () => {
    const d = duelOf({ me: { graveyard: ['Feral Imp'] } });
    const y = endTurn(withRule(d, { code: 'returnsInEndPhase', card: idOf(d, 'Feral Imp'), key: 'attack' }));
    expect(me(y).graveyard).toEqual(['Feral Imp']);
  });

  it('a rule set for an earlier turn\'s End Phase is gone, and does nothing', () => {
    const d = duelOf({ me: { banished: ['Feral Imp'] } });
    const y = endTurn(withRule(d, { code: 'returnsInEndPhase', card: idOf(d, 'Feral Imp'), key: 'attack' }, d.turn - 1));
    expect(me(y).banished).toEqual(['Feral Imp']);
  });

  it('destroyedInEndPhase and banishedInEndPhase: the monster on the field is destroyed / banished as the End Phase begins', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }] } });
    let x = withRule(d, { code: 'destroyedInEndPhase', card: idOf(d, 'Feral Imp') });
    x = withRule(x, { code: 'banishedInEndPhase', card: idOf(d, 'Mystical Elf') });
    const y = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(y).graveyard).toEqual(['Feral Imp']);
    expect(me(y).banished).toEqual(['Mystical Elf']);
  });

  it('a Token banished until the End Phase ceased to exist (rulebook v9.1 "Monster Tokens"): nothing returns, the turn goes on', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Interdimensional Matter Transporter', faceUp: false }], monsters: [{ card: 'Ojama Token', position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Interdimensional Matter Transporter') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    const y = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
    expect(me(y).banished).toEqual([]);
  });
});
