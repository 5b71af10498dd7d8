import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * A recorded "you cannot Special Summon this turn" (rule code `noSpecialSummons` asked of the duel's
 * rules as well as of face-up cards; Pot of Duality records it for its player, 'thisTurn'). Every Special
 * Summon is barred (effects, Fusion Summons, a monster's own procedure); Normal Summons and Sets are not;
 * the other player is not; it ends with the turn. The turn mark `specialSummoned` records the Special
 * Summons a player made this turn.
 */
const setup = (): Duel => duelOf({
  me: {
    hand: ['Pot of Duality', 'Monster Reborn', 'Polymerization', 'Flame Manipulator', 'Masaki the Legendary Swordsman', 'Cyber Dragon', 'Kuriboh'],
    deck: ['Dark Hole', 'Battle Ox', 'Mystical Elf', 'Feral Imp'],
    graveyard: ['Summoned Skull'],
    extra: ['Flame Swordsman'],
  },
  opp: { hand: ['Monster Reborn'], monsters: [{ card: 'Battle Ox' }], graveyard: ['Mystical Elf'] },
});
const locked = (d: Duel): Duel => passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Duality') })), { type: 'select', ids: [idOf(d, 'Dark Hole')] }));
const summonProcedures = (d: Duel) => legal(d, 'specialSummon');

describe('noSpecialSummons recorded for a turn', () => {
  it('before it: Monster Reborn, Polymerization and Cyber Dragon\'s procedure are offered', () => {
    const d = setup();
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(1);
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toHaveLength(1);
    expect(summonProcedures(d).length).toBeGreaterThan(0);
  });

  it('bars every Special Summon of its player this turn; Normal Summons stay', () => {
    const x = locked(setup());
    expect(legal(x, 'activate', idOf(x, 'Monster Reborn'))).toEqual([]);
    expect(legal(x, 'activate', idOf(x, 'Polymerization'))).toEqual([]);
    expect(summonProcedures(x)).toEqual([]);
    expect(legal(x, 'normalSummon', idOf(x, 'Kuriboh'))).toHaveLength(1);
  });

  it("does not bar the other player, and ends with the turn", () => {
    const d = duelOf({
      me: { hand: ['Pot of Duality', 'Monster Reborn'], deck: ['Dark Hole', 'Battle Ox', 'Mystical Elf', 'Feral Imp'], graveyard: ['Summoned Skull'] },
      opp: { hand: ['Monster Reborn'], graveyard: ['Mystical Elf'] },
    });
    const theirs = endTurn(locked(d));
    expect(theirs.turnPlayer).toBe(1);
    expect(legal(theirs, 'activate', idOf(theirs, 'Monster Reborn', 1))).toHaveLength(1);
    const mine = endTurn(theirs);
    expect(legal(mine, 'activate', idOf(mine, 'Monster Reborn'))).toHaveLength(1);
  });
});
