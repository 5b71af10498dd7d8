import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Mask of Restrict (texts-2016): "Monsters cannot be Tributed." A Continuous Trap: while it is face-up, no
 * monster of either player can be Tributed, for a Tribute Summon, a cost, a Ritual Summon or a Summon procedure
 * (rule code cannotBeTributed; every Tribute asks it: src/engine/test/cannotBeTributed.test.ts). No GOAT
 * variant (goat-legal.tsv marks none; official/c29549364.lua: EFFECT_CANNOT_RELEASE on both players).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function setUp(): Duel {
  return duelOf({
    me: { spellTraps: [{ card: 'Mask of Restrict', faceUp: false }], hand: ['Summoned Skull', 'Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }], deck: DECK },
    opp: { hand: ['Jinzo'], monsters: [{ card: 'Cannon Soldier' }, { card: 'Kuriboh' }], deck: DECK },
  });
}
const activate = (d: Duel) => passAll(play(d, { type: 'activate', card: idOf(d, 'Mask of Restrict') }));
const skull = (d: Duel) => legal(d, 'normalSummon', idOf(d, 'Summoned Skull'));

describe('Mask of Restrict', () => {
  it('face-up, its own player cannot Tribute Summon; Set, it bars nothing', () => {
    const d = setUp();
    expect(skull(d)).toHaveLength(1);
    const x = activate(d);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Mask of Restrict', faceUp: true });
    expect(skull(x)).toEqual([]);
    expect(legal(x, 'setMonster', idOf(x, 'Summoned Skull'))).toEqual([]);
  });

  it("the opponent can neither Tribute Summon nor Tribute for a cost, on their turn", () => {
    const x = endTurn(activate(setUp()));
    expect(legal(x, 'normalSummon', idOf(x, 'Jinzo', 1))).toEqual([]);
    expect(legal(x, 'activate', idOf(x, 'Cannon Soldier', 1))).toEqual([]);
    // Monsters that need no Tribute are Summoned as usual.
    const y = endTurn(setUp());
    expect(legal(y, 'normalSummon', idOf(y, 'Jinzo', 1)).length).toBeGreaterThan(0);
    expect(legal(y, 'activate', idOf(y, 'Cannon Soldier', 1)).length).toBeGreaterThan(0);
  });

  it('once it leaves the field, monsters can be Tributed again', () => {
    const x = activate(setUp());
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(x, 'Mask of Restrict')] }));
    expect(me(y).graveyard).toContain('Mask of Restrict');
    expect(skull(y)).toHaveLength(1);
  });
});
