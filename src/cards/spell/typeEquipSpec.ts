/**
 * The spec every "Equip only to a <Type> monster. It gains 300 ATK/DEF" Spell shares (Beast Fangs,
 * Dragon Treasure, ...): each card's own spec calls it with a monster of its Type and one of another.
 */
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';
import { cardByName } from '..';

const stats = (name: string): [number, number] => {
  const card = cardByName(name);
  if (!card) throw new Error(`No card ${name}`);
  return [card.atk ?? 0, card.def ?? 0];
};

export function typeEquipSpec(spell: string, type: string, fits: string, otherType: string): void {
  const [atk, def] = stats(fits);
  describe(spell, () => {
    it(`equips a face-up ${type} monster, which gains 300 ATK and 300 DEF; the Spell stays on the field`, () => {
      const d = duelOf({ me: { hand: [spell], monsters: [{ card: fits }] } });
      const x = play(d, { type: 'activate', card: idOf(d, spell) }, { type: 'select', ids: [idOf(d, fits)] });
      expect(me(x).monsters[0]).toMatchObject({ name: fits, atk: atk + 300, def: def + 300 });
      expect(me(x).spellTraps[0]).toEqual({ name: spell, faceUp: true });
    });

    it(`may equip your opponent's ${type} monster`, () => {
      const d = duelOf({ me: { hand: [spell] }, opp: { monsters: [{ card: fits }] } });
      const x = play(d, { type: 'activate', card: idOf(d, spell) }, { type: 'select', ids: [idOf(d, fits, 1)] });
      expect(opp(x).monsters[0]).toMatchObject({ atk: atk + 300, def: def + 300 });
    });

    it(`cannot equip a monster of another Type (${otherType}) or a face-down ${type} monster`, () => {
      const d = duelOf({ me: { hand: [spell], monsters: [{ card: otherType }, { card: fits, faceUp: false, position: 'defense' }] } });
      expect(legal(d, 'activate', idOf(d, spell))).toEqual([]);
    });

    it('the gain ends when the Spell leaves the field', () => {
      const d = duelOf({ me: { hand: [spell, 'Mystical Space Typhoon'], monsters: [{ card: fits }] } });
      const x = play(d, { type: 'activate', card: idOf(d, spell) }, { type: 'select', ids: [idOf(d, fits)] });
      const y = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, spell)] });
      expect(me(y).monsters[0]).toMatchObject({ atk, def });
      expect(me(y).graveyard.sort()).toEqual(['Mystical Space Typhoon', spell].sort());
    });
  });
}
