import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Magician's Valkyria (texts-2016): "Your opponent cannot select another Spellcaster-Type monster you control
 * as an attack target." (rule code `cannotBeAttackTarget`: src/engine/test/cannotBeAttackTarget.test.ts).
 */
type Side = NonNullable<Parameters<typeof duelOf>[0]['me']>;
/** Player 2 (the turn player) attacks with Summoned Skull into player 1's `mine`. */
const attacked = (mine: Side['monsters'], theirs: Side['monsters'] = []): Duel =>
  toBattle(duelOf({ turnPlayer: 1, me: { monsters: mine }, opp: { monsters: [{ card: 'Summoned Skull' }, ...(theirs ?? [])] } }));
const targets = (x: Duel, attacker = 'Summoned Skull', owner: 0 | 1 = 1) => legal(x, 'attack', idOf(x, attacker, owner)).map((a) => a.target).sort();

describe("Magician's Valkyria", () => {
  it('another face-up Spellcaster you control cannot be attacked; Valkyria itself and a monster of another Type can', () => {
    const x = attacked([{ card: "Magician's Valkyria" }, { card: 'Dark Magician Girl' }, { card: 'Celtic Guardian' }]);
    expect(targets(x)).toEqual([idOf(x, "Magician's Valkyria"), idOf(x, 'Celtic Guardian')].sort());
  });

  it('a face-down Spellcaster may be attacked', () => {
    const x = attacked([{ card: "Magician's Valkyria" }, { card: 'Dark Magician', faceUp: false, position: 'defense' }]);
    expect(targets(x)).toEqual([idOf(x, "Magician's Valkyria"), idOf(x, 'Dark Magician')].sort());
  });

  it("only the opponent's attacks are limited: its controller's monsters attack the opponent's Spellcasters as usual", () => {
    const d = duelOf({ me: { monsters: [{ card: "Magician's Valkyria" }, { card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Dark Magician Girl' }, { card: 'Dark Magician' }] } });
    expect(targets(toBattle(d), 'Summoned Skull', 0)).toEqual([idOf(d, 'Dark Magician Girl', 1), idOf(d, 'Dark Magician', 1)].sort());
  });

  it('face-down, it shields nothing', () => {
    const d = duelOf({ me: { monsters: [{ card: "Magician's Valkyria", faceUp: false, position: 'defense' }, { card: 'Dark Magician Girl' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = toBattle(endTurn(d));
    expect(targets(x)).toEqual([idOf(x, "Magician's Valkyria"), idOf(x, 'Dark Magician Girl')].sort());
  });
});
