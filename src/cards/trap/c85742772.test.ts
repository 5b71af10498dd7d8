import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Gravity Bind (texts-2016): "Level 4 or higher monsters cannot attack." A Continuous Trap: a lasting
 * attack lock on every such monster, both players', while it stays face-up (rule code cannotAttack).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const attackers = (d: Duel) => [...new Set(legal(toBattle(d), 'attack').map((a) => a.card))];

function active(oppHand: string[] = []): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Gravity Bind', faceUp: false }], monsters: [{ card: 'Summoned Skull' }, { card: 'Sangan' }], deck: DECK },
    // Celtic Guardian is Level 4, Kuriboh Level 1 (Summoned Skull 6, Sangan 3).
    opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }], hand: oppHand, deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Gravity Bind') }));
}

describe('Gravity Bind', () => {
  it("its controller's Level 4 or higher monsters cannot attack; lower ones can", () => {
    const x = active();
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Gravity Bind', faceUp: true });
    expect(attackers(x)).toEqual([idOf(x, 'Sangan')]);
  });

  it("the opponent's Level 4 (not only higher) monsters cannot attack either, on every later turn", () => {
    let x = endTurn(active());
    expect(attackers(x)).toEqual([idOf(x, 'Kuriboh', 1)]);
    x = endTurn(endTurn(x));
    expect(attackers(x)).toEqual([idOf(x, 'Kuriboh', 1)]);
  });

  it('without it, the same monsters attack', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Gravity Bind', faceUp: false }], monsters: [{ card: 'Summoned Skull' }, { card: 'Sangan' }] } });
    expect(attackers(d)).toHaveLength(2);
  });

  it('once it leaves the field, every monster may attack again', () => {
    const x = endTurn(active(['Mystical Space Typhoon']));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Gravity Bind')] }));
    expect(me(y).graveyard).toEqual(['Gravity Bind']);
    expect(attackers(y)).toEqual([idOf(x, 'Celtic Guardian', 1), idOf(x, 'Kuriboh', 1)]);
  });
});
