import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * A Normal Summon or Set made without the Tributes the monster's Level asks for (rulebook v9.1 "Tribute
 * Summon": Level 5 or 6 needs 1, 7 or more 2; a card's own rule may waive them: summonWithoutTribute) is
 * recorded on its slot (MonsterSlot.withoutTributes), for "if you do" effects (Fusilier Dragon); a new card
 * once turned face-down (ygopro's RESET_TURN_SET).
 */

const slotOf = (d: Duel, card: string) => d.players[0].monsters.find((s) => s?.card === card)!;
const FD = 'Fusilier Dragon, the Dual-Mode Beast';

describe('a Normal Summon without Tributes', () => {
  it('is recorded for a Level 5 or higher monster Summoned or Set with no Tribute', () => {
    const d = duelOf({ me: { hand: [FD] } });
    expect(slotOf(passAll(play(d, { type: 'normalSummon', card: idOf(d, FD), tributes: [] })), idOf(d, FD)).withoutTributes).toBe(true);
    expect(slotOf(passAll(play(d, { type: 'setMonster', card: idOf(d, FD), tributes: [] })), idOf(d, FD)).withoutTributes).toBe(true);
  });

  it('is not for a Tribute Summon, nor for a Level 4 or lower monster', () => {
    const d = duelOf({ me: { hand: [FD, 'Battle Ox'], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }] } });
    const tribute = passAll(play(d, { type: 'normalSummon', card: idOf(d, FD), tributes: [idOf(d, 'Feral Imp'), idOf(d, 'Mystical Elf')] }));
    expect(slotOf(tribute, idOf(d, FD)).withoutTributes).toBeUndefined();
    const low = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] }));
    expect(slotOf(low, idOf(d, 'Battle Ox')).withoutTributes).toBeUndefined();
  });

  it('is forgotten once the monster is turned face-down by an effect', () => {
    const d = duelOf({ me: { hand: [FD, 'Book of Moon'] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, FD), tributes: [] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, FD)] }));
    expect(slotOf(x, idOf(d, FD))).toMatchObject({ faceUp: false });
    expect(slotOf(x, idOf(d, FD)).withoutTributes).toBeUndefined();
  });
});
