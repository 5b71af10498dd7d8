import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Element Dragon (texts-2016): "This monster gets the following effect(s) while there is a monster(s) with
 * the following Attribute(s) on the field: ● FIRE: This card gains 500 ATK. ● WIND: If this card destroyed
 * your opponent's monster by battle, it can attack once again in a row." The attack again is the recorded
 * rule `extraAttack`, as Black Luster Soldier - Envoy of the Beginning's.
 */

const ED = 'Element Dragon';

/** Declares an attack and plays it out, answering the offered attack again with `again`. */
function attack(d: Duel, card: string, target: string, again = true): Duel {
  let x = play(d, { type: 'attack', card, target });
  for (;;) {
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: again ? 'yes' : 'no' });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else return x;
  }
}

describe('Element Dragon', () => {
  it('gains 500 ATK while a face-up FIRE monster is on the field (either side), not a face-down one', () => {
    expect(me(duelOf({ me: { monsters: [{ card: ED }] } })).monsters[0]).toMatchObject({ atk: 1500 });
    expect(me(duelOf({ me: { monsters: [{ card: ED }] }, opp: { monsters: [{ card: 'Flame Manipulator' }] } })).monsters[0]).toMatchObject({ atk: 2000 });
    expect(me(duelOf({ me: { monsters: [{ card: ED }, { card: 'Flame Manipulator', faceUp: false, position: 'defense' }] } })).monsters[0]).toMatchObject({ atk: 1500 });
  });

  it('with a face-up WIND monster on the field, destroying a monster by battle lets it attack once again in a row', () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: ED }, { card: 'Harpie Lady', position: 'defense' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }, { card: 'Mystical Elf' }] } }));
    const ed = idOf(d, ED);
    const y = attack(d, ed, idOf(d, 'Kuriboh', 1));
    expect(opp(y).graveyard).toEqual(['Kuriboh']);
    expect(legal(y, 'attack', ed).map((a) => a.target)).toEqual([idOf(d, 'Feral Imp', 1), idOf(d, 'Mystical Elf', 1)]);
    const z = attack(y, ed, idOf(d, 'Feral Imp', 1));
    expect(opp(z).graveyard).toEqual(['Kuriboh', 'Feral Imp']);
    // Once again only: no third attack.
    expect(legal(z, 'attack', ed)).toEqual([]);
  });

  it('no attack again without a WIND monster, or when declined', () => {
    const none = toBattle(duelOf({ me: { monsters: [{ card: ED }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }] } }));
    expect(legal(attack(none, idOf(none, ED), idOf(none, 'Kuriboh', 1)), 'attack', idOf(none, ED))).toEqual([]);
    const declined = toBattle(duelOf({ me: { monsters: [{ card: ED }, { card: 'Harpie Lady' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }] } }));
    expect(legal(attack(declined, idOf(declined, ED), idOf(declined, 'Kuriboh', 1), false), 'attack', idOf(declined, ED))).toEqual([]);
  });
});
