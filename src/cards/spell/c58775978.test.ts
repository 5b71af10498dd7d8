import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Nightmare's Steelcage (texts-2016): "This card remains on the field for 2 of your opponent's turns. While this
 * card is face-up on the field, no monsters can attack." The recorded rule remainsOnField for 2 of the opponent's
 * turns (as Swords of Revealing Light's 3), and the field rule noAttackDeclarations for both players.
 */
const CAGE = "Nightmare's Steelcage";
const FILL = ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'];
const caged = (): Duel => {
  const d = duelOf({ me: { hand: [CAGE], monsters: [{ card: 'Celtic Guardian' }], deck: FILL }, opp: { monsters: [{ card: 'Summoned Skull' }], deck: FILL } });
  return passAll(play(d, { type: 'activate', card: idOf(d, CAGE) }));
};
const attacksOf = (d: Duel, name: string, owner: 0 | 1) => legal(toBattle(d), 'attack', idOf(d, name, owner));

describe("Nightmare's Steelcage", () => {
  it('stays on the field after resolving; its own player cannot attack', () => {
    const x = caged();
    expect(me(x).spellTraps[0]).toMatchObject({ name: CAGE, faceUp: true });
    expect(attacksOf(x, 'Celtic Guardian', 0)).toEqual([]);
  });

  it("the opponent's monsters cannot attack in their next 2 turns; it is destroyed at the end of the second", () => {
    const first = endTurn(caged());
    expect(first.turnPlayer).toBe(1);
    expect(attacksOf(first, 'Summoned Skull', 1)).toEqual([]);
    const second = endTurn(endTurn(first));
    expect(second.turnPlayer).toBe(1);
    expect(me(second).spellTraps[0]).toMatchObject({ name: CAGE });
    expect(attacksOf(second, 'Summoned Skull', 1)).toEqual([]);
    const after = endTurn(second);
    expect(me(after).spellTraps[0]).toBeNull();
    expect(me(after).graveyard).toContain(CAGE);
    expect(attacksOf(after, 'Celtic Guardian', 0).length).toBeGreaterThan(0);
  });

  it('destroyed early, the attack lock goes with it', () => {
    const d = duelOf({
      me: { hand: [CAGE], deck: FILL },
      opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }], deck: FILL },
    });
    const first = endTurn(passAll(play(d, { type: 'activate', card: idOf(d, CAGE) })));
    const cleared = passAll(play(first, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, CAGE)] }));
    expect(me(cleared).graveyard).toContain(CAGE);
    expect(attacksOf(cleared, 'Summoned Skull', 1).length).toBeGreaterThan(0);
  });
});
