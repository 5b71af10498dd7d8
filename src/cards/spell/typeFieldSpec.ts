/**
 * The spec a Field Spell that raises some Types' ATK and DEF by 200 shares (Wasteland, Mountain): each
 * card's own spec calls it with one monster of each of its Types and one of another Type.
 */
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';
import { cardByName } from '..';

const stats = (name: string): { atk: number; def: number } => {
  const card = cardByName(name);
  if (!card) throw new Error(`No card ${name}`);
  return { atk: card.atk ?? 0, def: card.def ?? 0 };
};

export function typeFieldSpec(field: string, ofItsTypes: readonly string[], other: string): void {
  const [mine, ...theirs] = ofItsTypes;
  describe(field, () => {
    it(`every face-up ${ofItsTypes.join(', ')} on either side gains 200 ATK and DEF; ${other} does not; the Spell is in the Field Zone`, () => {
      const d = duelOf({ me: { hand: [field], monsters: [{ card: mine! }, { card: other }] }, opp: { monsters: theirs.map((card) => ({ card })) } });
      const x = play(d, { type: 'activate', card: idOf(d, field) });
      expect(me(x).field).toEqual({ name: field, faceUp: true });
      const up = (n: string) => ({ name: n, atk: stats(n).atk + 200, def: stats(n).def + 200 });
      expect(me(x).monsters.slice(0, 2)).toMatchObject([up(mine!), { name: other, ...stats(other) }]);
      expect(opp(x).monsters.slice(0, theirs.length)).toMatchObject(theirs.map(up));
    });

    it('a face-down monster of its Types is not changed; the gain ends when the Field Spell leaves the field', () => {
      const d = duelOf({
        me: { hand: [field, 'Mystical Space Typhoon'], monsters: [{ card: mine! }] },
        opp: { monsters: [{ card: theirs[0]!, faceUp: false, position: 'defense' }] },
      });
      const x = play(d, { type: 'activate', card: idOf(d, field) });
      expect(opp(x).monsters[0]).toMatchObject({ faceUp: false, ...stats(theirs[0]!) });
      const y = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, field)] });
      expect(me(y).field).toBeNull();
      expect(me(y).monsters[0]).toMatchObject(stats(mine!));
    });
  });
}
