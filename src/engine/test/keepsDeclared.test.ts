import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, legal, passAll, play } from './dsl';
import { endTurn, toBattle } from './turns';

/*
 * Rule code keepsDeclared (issue 34: "Declare 1 Type of monster", Array of Revealing Light): what a card that
 * stays on the field declared as it was activated is recorded about it (library.ts `keepDeclaration`), read by
 * its own rules (`keptDeclaration`), kept over the turns, and forgotten as the card leaves the field.
 */

const withArray = (type: string): { d: Duel; x: Duel } => {
  const d = duelOf({
    me: { field: { card: 'Array of Revealing Light', faceUp: true }, hand: ['Celtic Guardian', 'Mystical Space Typhoon'] },
  });
  const array = idOf(d, 'Array of Revealing Light');
  const rule: DuelRule = { code: 'keepsDeclared', player: 0, card: array, source: array, key: type, lasts: { kind: 'duel' } };
  return { d, x: { ...d, rules: [rule] } };
};
const summoned = (x: Duel, d: Duel): Duel => passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
const attacks = (x: Duel): number => legal(toBattle(x), 'attack').length;

describe('keepsDeclared', () => {
  it("the card's rules read the kept declaration: the Type kept decides which monsters are locked", () => {
    const warrior = withArray('Warrior');
    expect(attacks(summoned(warrior.x, warrior.d))).toBe(0);
    const dragon = withArray('Dragon');
    expect(attacks(summoned(dragon.x, dragon.d))).toBeGreaterThan(0);
    // Nothing kept: nothing declared, no lock.
    expect(attacks(summoned(warrior.d, warrior.d))).toBeGreaterThan(0);
  });

  it('lasts over the turns while the card stays, and ends as it leaves the field', () => {
    const { d, x } = withArray('Warrior');
    expect(endTurn(endTurn(x)).rules).toEqual(x.rules);
    const gone = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Array of Revealing Light')] }));
    expect(gone.rules).toEqual([]);
  });
});
