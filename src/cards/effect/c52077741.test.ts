import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Obnoxious Celtic Guard (texts-2016): "This card cannot be destroyed by battle with a monster that has
 * 1900 or more ATK." Indestructibility with no once-per-turn limit (issue 32 §4; rule code
 * `indestructibleByBattleWith`, read as the battle's destroyed monsters are worked out).
 */

/** The opponent's `attacker` attacks Obnoxious Celtic Guard; every window passed. */
const attack = (d: Duel, attacker: string): Duel =>
  passAll(play(d, { type: 'attack', card: idOf(d, attacker, 1), target: idOf(d, 'Obnoxious Celtic Guard') }));

describe('Obnoxious Celtic Guard', () => {
  it('is not destroyed by battle with a monster of 1900 or more ATK, again and again in one turn (no limit); its controller still takes the damage', () => {
    const d = toBattle(duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Obnoxious Celtic Guard' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Gemini Elf' }] },
    }));
    let x = attack(d, 'Summoned Skull');
    x = attack(x, 'Blue-Eyes White Dragon');
    x = attack(x, 'Gemini Elf');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Obnoxious Celtic Guard' });
    expect(me(x).graveyard).toEqual([]);
    // 2500-1400 + 3000-1400 + 1900-1400
    expect(me(x).lp).toBe(8000 - 1100 - 1600 - 500);
  });

  it('is destroyed by battle with a monster of less than 1900 ATK', () => {
    const d = toBattle(duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Obnoxious Celtic Guard' }] }, opp: { monsters: [{ card: 'La Jinn the Mystical Genie of the Lamp' }] } }));
    const x = attack(d, 'La Jinn the Mystical Genie of the Lamp');
    expect(me(x).graveyard).toEqual(['Obnoxious Celtic Guard']);
  });

  it('attacking a monster of 1900 or more ATK, it survives; the damage is still taken', () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Obnoxious Celtic Guard' }] }, opp: { monsters: [{ card: 'Gemini Elf' }] } }));
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Obnoxious Celtic Guard'), target: idOf(d, 'Gemini Elf', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Obnoxious Celtic Guard' });
    expect(me(x).lp).toBe(8000 - 500);
    expect(opp(x).graveyard).toEqual([]);
  });
});
