import { describe, expect, it } from 'vitest';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Summon procedures with a cost, and "cannot be Normal Summoned/Set" (issue 32 §4). Rulebook v9.1
 * "Special Summon": some monsters "have specific conditions that allow you to Special Summon them"; "the
 * conditions that describe how to play a Special Summon Monster are also not an effect" (no Chain), and a
 * cost "cannot be refunded" (Glossary "Cost"). "Cannot be Normal Summoned/Set. Must first be Special
 * Summoned …" is the condition code `onlyByProcedure`. More than one attack: the recorded rule `extraAttack`.
 */

describe('Summon procedures with a cost', () => {
  it('the cost is paid as the monster is Summoned and stays paid when the Summon is negated', () => {
    const d = duelOf({ me: { hand: ['Chaos Sorcerer'], graveyard: ['Mystical Elf', 'Dark Magician'] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Chaos Sorcerer'), method: 'rule', position: 'attack' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    // The Summon is announced with its cost paid; no Chain was started by it.
    expect(x.flow.window).toMatchObject({ player: 1 });
    expect(x.flow.chain).toEqual([]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1) }));
    expect(me(x).graveyard).toEqual(['Chaos Sorcerer']);
    expect(me(x).banished).toEqual(['Mystical Elf', 'Dark Magician']);
  });

  it('a monster Special Summoned only by its procedure is never Normal Summoned or Set, even with Tributes to spare', () => {
    const d = duelOf({ me: { hand: ['Chaos Sorcerer'], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } });
    expect([...legal(d, 'normalSummon'), ...legal(d, 'setMonster')]).toEqual([]);
  });

  it('an extra attack granted this turn is used up by the monster\'s next attack', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Summoned Skull' }] } });
    const skull = idOf(d, 'Summoned Skull');
    const extra: DuelRule = { code: 'extraAttack', player: 0, card: skull, lasts: { kind: 'thisTurn', turn: 3 } };
    const x = passAll(play({ ...d, rules: [extra] }, { type: 'attack', card: skull, target: 'direct' }));
    expect(legal(x, 'attack', skull)).toHaveLength(1);
    const y = passAll(play(x, { type: 'attack', card: skull, target: 'direct' }));
    expect(legal(y, 'attack', skull)).toEqual([]);
    expect(y.rules).toEqual([]);
  });
});
