import { describe, expect, it } from 'vitest';
import { viewFor } from '..';
import { duelOf, idOf, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * A destruction that sends the card to the top of its owner's Deck instead of the Graveyard (effects/context.ts
 * `destroy` with `toDeckTop`: the card is destroyed, events `returnedToDeck` and `destroyed`, but no Graveyard): a
 * face-down card so moved stays hidden from the other player (never flipped, it goes into a hidden pile). Witness:
 * Mystic Swordsman LV6 (library.ts `destroyDefenderAtDamageStepStart`, `mayReturnToDeckTop`).
 */
describe('Destroyed to the top of the Deck (destroy toDeckTop)', () => {
  const attacked = (option: 'yes' | 'no' = 'yes') => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Mystic Swordsman LV6' }] }, opp: { deck: ['Kuriboh'], monsters: [{ card: 'Sangan', position: 'defense', faceUp: false }] } }));
    return passAll(play(passAll(play(d, { type: 'attack', card: idOf(d, 'Mystic Swordsman LV6'), target: idOf(d, 'Sangan', 1) })), { type: 'select', option }));
  };

  it("the destroyed card is on top of its owner's Deck, destroyed but in no Graveyard", () => {
    const x = attacked();
    expect(x.players[1].deck).toEqual([idOf(x, 'Sangan', 1), idOf(x, 'Kuriboh', 1)]);
    expect(opp(x).graveyard).toEqual([]);
    expect(x.events.map((e) => e.type)).toEqual(expect.arrayContaining(['returnedToDeck', 'destroyed']));
  });

  it('its name reaches neither the other player\'s view nor its log', () => {
    const x = attacked();
    expect(JSON.stringify(viewFor(x, 0))).not.toContain('Sangan');
    // Sent to the Graveyard instead, it is public.
    expect(JSON.stringify(viewFor(attacked('no'), 0))).toContain('Sangan');
  });
});
