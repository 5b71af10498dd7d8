import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Pikeru's Circle of Enchantment (texts-2016): "Damage to you from card effects becomes 0 until the end of this
 * turn." Rule code `noEffectDamage` (any card's effect, this turn).
 */
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

/** Player 2's turn: you activate the Set Circle first, then player 2 plays their burn card. */
function shielded(burn: string): Duel {
  const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: "Pikeru's Circle of Enchantment", faceUp: false }], deck: DECK }, opp: { hand: [burn, burn], deck: DECK } });
  // You activate it in answer to their first burn card.
  let x = play(d, { type: 'activate', card: idOf(d, burn, 1) });
  x = passAll(play(x, { type: 'activate', card: idOf(d, "Pikeru's Circle of Enchantment") }));
  return x;
}

describe("Pikeru's Circle of Enchantment", () => {
  it('effect damage to you this turn becomes 0: the card it answered and later ones', () => {
    let x = shielded('Hinotama');
    expect(me(x).lp).toBe(8000);
    const second = x.players[1].hand[0]!;
    x = passAll(play(x, { type: 'activate', card: second }));
    expect(me(x).lp).toBe(8000);
  });

  it('only for this turn: the next turn, the damage is taken', () => {
    let x = endTurn(shielded('Hinotama'));
    expect(x.turn).toBe(5);
    x = endTurn(x);
    x = passAll(play(x, { type: 'activate', card: x.players[1].hand[0]! }));
    expect(me(x).lp).toBe(8000 - 500);
  });

  it("damage from your own card's effect too (Curse of Darkness as you activate a Spell Card)", () => {
    const d = duelOf({ me: { spellTraps: [{ card: "Pikeru's Circle of Enchantment", faceUp: false }, { card: 'Curse of Darkness', faceUp: true }], hand: ['Pot of Greed'], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, "Pikeru's Circle of Enchantment") }));
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(y).lp).toBe(8000);
    // Without it, Curse of Darkness costs 1000.
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).lp).toBe(7000);
  });
});
