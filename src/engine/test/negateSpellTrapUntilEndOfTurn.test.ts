import { describe, expect, it } from 'vitest';
import type { Duel } from '../index';
import { duelOf, idOf, legal, opp, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * A face-up Spell or Trap Card "has its effects negated until the end of this turn" (Magician Navigation,
 * texts-2016; rulebook v9.1 "Negating effects": a negated card's effects do not apply, it stays on the
 * field). `ctx.negateEffectsUntilEndOfTurn` on a Spell/Trap slot marks it as a monster's is
 * (`effectsNegated`, `negatedUntilTurn`): its continuous effects stop, its effects cannot be activated, and
 * the next turn clears the mark (phases.ts `startTurn`).
 */

/** Player 0 controls Dark Magician with Magician Navigation in the Graveyard; negates `target` of player 1's. */
function negate(d: Duel, target: string): Duel {
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Magician Navigation'), effect: 1 }, { type: 'select', ids: [idOf(d, target, 1)] }));
}

describe('a Spell or Trap Card negated until the end of this turn', () => {
  it("an Equip Spell's ATK change stops applying this turn and applies again the next", () => {
    const d = duelOf({
      me: { graveyard: ['Magician Navigation'], monsters: [{ card: 'Dark Magician' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] },
    });
    expect(opp(d).monsters[0]).toMatchObject({ atk: 2400 });
    const x = negate(d, 'Axe of Despair');
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1400 });
    expect(opp(x).spellTraps[0]).toMatchObject({ name: 'Axe of Despair', faceUp: true });
    expect(opp(endTurn(x)).monsters[0]).toMatchObject({ atk: 2400 });
  });

  it("a Continuous Trap's rule stops applying (Gravity Bind no longer stops the attack)", () => {
    const d = duelOf({ me: { graveyard: ['Magician Navigation'], monsters: [{ card: 'Dark Magician' }] }, opp: { spellTraps: [{ card: 'Gravity Bind', faceUp: true }] } });
    const x = passAll(play(negate(d, 'Gravity Bind'), { type: 'nextPhase', to: 'battle' }));
    const attacked = passAll(play(x, { type: 'attack', card: idOf(d, 'Dark Magician'), target: 'direct' }));
    expect(opp(attacked).lp).toBe(8000 - 2500);
  });

  it('its effects cannot be activated while negated (Skull Lair), and can again the next turn', () => {
    const d = duelOf({
      me: { graveyard: ['Magician Navigation'], monsters: [{ card: 'Dark Magician' }] },
      opp: { spellTraps: [{ card: 'Skull Lair', faceUp: true }], graveyard: ['Kuriboh'], monsters: [{ card: 'Kuriboh' }] },
    });
    const lair = idOf(d, 'Skull Lair', 1);
    /** Whether player 1 is offered Skull Lair in some window on the way to the Battle Phase. */
    const offeredOnTheWay = (x: Duel): boolean => {
      let y = play(x, { type: 'nextPhase', to: 'battle' });
      let offered = false;
      while (y.flow.window) {
        if (y.flow.window.player === 1 && legal(y, 'activate', lair).length > 0) offered = true;
        y = play(y, { type: 'pass' });
      }
      return offered;
    };
    expect(offeredOnTheWay(d)).toBe(true);
    const x = negate(d, 'Skull Lair');
    expect(offeredOnTheWay(x)).toBe(false);
    expect(x.players[1].spellTraps[0]).toMatchObject({ effectsNegated: true, negatedUntilTurn: x.turn });
    const next = endTurn(x);
    expect(next.players[1].spellTraps[0]).not.toHaveProperty('effectsNegated');
    expect(legal(next, 'activate', lair)).toHaveLength(1);
  });
});
