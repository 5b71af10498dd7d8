import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Secret Barrel: "Inflict damage to your opponent equal to the total number of cards on your opponent's side of the field and in your opponent's hand x 200."
describe('Secret Barrel', () => {
  it("inflicts 200 damage per card in the opponent's hand and on their field (monsters, Spells/Traps, Field Spell)", () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Secret Barrel', faceUp: false }], monsters: [{ card: 'Feral Imp' }], hand: ['Dark Hole'] },
      opp: { hand: ['Pot of Greed', 'Kuriboh'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }], field: { card: 'Yami', faceUp: true } },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Secret Barrel') }));
    expect(opp(x).lp).toBe(8000 - 200 * 6);
  });
  it('cannot be activated when the opponent has no cards in hand or on the field', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Secret Barrel', faceUp: false }] } }), 'activate')).toHaveLength(0);
  });
});
