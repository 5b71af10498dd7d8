import { describe, expect, it } from 'vitest';
import { applyAction, keepingSecrets, type Duel } from '..';
import { decidingPlayer } from '../turn';
import { duelOf, idOf, legal } from './dsl';

/*
 * Issue 36: in hotseat, whether a response window opens must not say what the other player holds.
 * A duel that keeps secrets opens the window for a player holding a hidden card (in hand, a Set
 * Spell/Trap) even when they have nothing to activate; they pass. Rulebook v9.1 "Turn Player's
 * Priority": each player gets the chance to respond before the game moves on; asking one who may
 * only pass changes nothing in the duel.
 */

/** Player 1 attacks directly with Celtic Guardian; Player 2 holds `hand` and Sets `set`. */
const attackFrom = (hand: string[], set: string[]): Duel =>
  duelOf({
    me: { monsters: [{ card: 'Celtic Guardian', position: 'attack' }] },
    opp: { hand, spellTraps: set.map((card) => ({ card, faceUp: false })) },
    phase: 'battle',
  });

const declare = (duel: Duel): Duel => applyAction(duel, legal(duel, 'attack', idOf(duel, 'Celtic Guardian'))[0]!);

describe('keepSecrets: windows open for hidden cards, not for what they are', () => {
  it('without it, the attack response window opens only for a player who can activate something (Negate Attack)', () => {
    expect(decidingPlayer(declare(attackFrom(['Feral Imp'], ['Negate Attack'])))).toBe(1);
    expect(decidingPlayer(declare(attackFrom(['Feral Imp'], ['Pot of Greed'])))).toBe(0);
  });

  it('with it, the window opens the same whatever the hidden cards are, and the player may pass', () => {
    for (const [hand, set] of [[['Feral Imp'], ['Negate Attack']], [['Feral Imp'], ['Pot of Greed']], [['Mystical Elf'], []]] as const) {
      const after = declare(keepingSecrets(attackFrom([...hand], [...set])));
      expect(after.flow.window?.player, `${hand} / ${set}`).toBe(1);
      expect(legal(after, 'pass')).toHaveLength(1);
      // Passing each window (the Damage Step's too) lets the attack go on.
      let passed = after;
      for (let i = 0; i < 20 && passed.flow.window; i++) passed = applyAction(passed, { type: 'pass' });
      expect(passed.players[1].lp).toBe(8000 - 1400);
    }
  });

  it('with it, a player with no hidden card is still not asked when they have nothing to activate', () => {
    const after = declare(keepingSecrets(attackFrom([], [])));
    expect(after.flow.window).toBeNull();
    expect(after.players[1].lp).toBe(8000 - 1400);
  });

  it('with it, a face-down monster alone hides nothing that could be activated: no window', () => {
    const duel = keepingSecrets(
      duelOf({
        me: { monsters: [{ card: 'Celtic Guardian', position: 'attack' }] },
        opp: { monsters: [{ card: 'Mystical Elf', position: 'defense', faceUp: false }] },
        phase: 'battle',
      }),
    );
    const after = declare(duel);
    expect(after.flow.window).toBeNull();
  });
});
