import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from '../../engine/test/dsl';

// Damage Gate: "When you take battle damage: Target 1 monster in your Graveyard with ATK less than or equal to the amount of damage you took; Special Summon that target."

/** Passes the windows open until the player took damage. */
function untilDamaged(duel: Duel): Duel {
  let d = duel;
  while (d.flow.window && me(d).lp === 8000) d = play(d, { type: 'pass' });
  return d;
}

/** The opponent's monster attacks: directly, or my monster. */
function attacked(gy: string[], attacker = 'Dark Magician', mine: { card: string; position?: 'attack' | 'defense' }[] = []): { d: Duel; x: Duel } {
  const d = duelOf({
    turnPlayer: 1,
    me: { spellTraps: [{ card: 'Damage Gate', faceUp: false }], graveyard: gy, monsters: mine },
    opp: { monsters: [{ card: attacker }] },
  });
  let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  const target = mine.length > 0 ? idOf(d, mine[0]!.card) : 'direct';
  x = play(x, { type: 'attack', card: idOf(d, attacker, 1), target });
  return { d, x: untilDamaged(x) };
}

describe('Damage Gate', () => {
  it('after you take battle damage: Special Summon a target from your Graveyard whose ATK is the damage or less', () => {
    const { d, x } = attacked(['Summoned Skull', 'Mystical Elf', 'Blue-Eyes White Dragon']);
    expect(me(x).lp).toBe(5500);
    let y = play(x, { type: 'activate', card: idOf(d, 'Damage Gate') });
    // 2500 damage: Summoned Skull (2500) and Mystical Elf (800) may be targeted, Blue-Eyes (3000) not.
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull'), idOf(d, 'Mystical Elf')] });
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    y = passAll(play(y, { type: 'select', option: 'defense' }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense' });
    expect(me(y).graveyard).toContain('Damage Gate');
  });

  it('the damage counts, not the ATK: a monster destroyed in battle leaves only the difference', () => {
    // Dark Magician (2500) attacks my Celtic Guardian (1400): 1100 damage; Mystical Elf (800) fits, Summoned Skull does not.
    const { d, x } = attacked(['Summoned Skull', 'Mystical Elf'], 'Dark Magician', [{ card: 'Celtic Guardian' }]);
    expect(me(x).lp).toBe(8000 - 1100);
    const y = play(x, { type: 'activate', card: idOf(d, 'Damage Gate') });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mystical Elf')] });
  });

  it('not without battle damage, nor with no monster in your Graveyard of that little ATK', () => {
    // A Defense Position monster with more DEF: the attacker's controller takes the damage, not me.
    const { d, x } = attacked(['Mystical Elf'], 'Celtic Guardian', [{ card: 'Big Shield Gardna', position: 'defense' }]);
    expect(me(x).lp).toBe(8000);
    expect(legal(x, 'activate', idOf(d, 'Damage Gate'))).toEqual([]);
    const { d: d2, x: x2 } = attacked(['Blue-Eyes White Dragon']);
    expect(me(x2).lp).toBe(5500);
    expect(legal(x2, 'activate', idOf(d2, 'Damage Gate'))).toEqual([]);
  });

  it('not at any other time (the open game state of your own turn)', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Damage Gate', faceUp: false }], graveyard: ['Mystical Elf'], lp: 4000 } });
    expect(legal(d, 'activate', idOf(d, 'Damage Gate'))).toEqual([]);
  });
});
