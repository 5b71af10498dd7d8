import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/*
 * A Special Summon by a monster's own procedure to the opponent's field ("Must first be Special Summoned (from
 * your hand) to your opponent's side of the field by Tributing 2 monsters they control": Lava Golem,
 * SummonProcedure.to 'opponent'): the monster goes to the opponent's Monster Zone its cost freed, the Summon is
 * its player's (the event names them, the opponent may answer it), and the player's own full Monster Zones do not
 * bar it. "You cannot Normal Summon/Set the turn you Special Summon this card" is the recorded rule noNormalSummons.
 */

describe("a Special Summon by a card's procedure to the opponent's field", () => {
  const d = duelOf({
    me: { hand: ['Lava Golem', 'Feral Imp'], monsters: ['Uraby', 'Kuriboh', 'Mystical Elf', 'Celtic Guardian', 'Battle Ox'].map((card) => ({ card })) },
    opp: { monsters: [null, { card: 'Kuriboh' }, null, { card: 'Uraby' }] },
  });
  const golem = idOf(d, 'Lava Golem');
  const summoned = passAll(play(d, { type: 'specialSummon', card: golem, method: 'rule', position: 'defense' }, { type: 'select', ids: [idOf(d, 'Uraby', 1)] }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }));

  it("places the monster in a zone of the opponent's field, in the position its player chose", () => {
    expect(summoned.players[1].monsters.find((s) => s?.card === golem)).toMatchObject({ position: 'defense', faceUp: true, specialSummoned: true });
    expect(summoned.players[0].monsters.some((s) => s?.card === golem)).toBe(false);
  });

  it('the Summon is made by its player (the event names them)', () => {
    expect(summoned.events.some((e) => e.type === 'specialSummoned' && e.card === golem && e.player === 0)).toBe(true);
  });

  it('its player cannot Normal Summon or Set for the rest of the turn (noNormalSummons)', () => {
    expect(summoned.rules).toContainEqual(expect.objectContaining({ code: 'noNormalSummons', player: 0 }));
    expect(legal(summoned, 'normalSummon')).toEqual([]);
    expect(whyIllegal(summoned, { type: 'setMonster', card: idOf(d, 'Feral Imp'), tributes: [] })).toBe('A card stops you Normal Summoning or Setting a monster this turn');
  });
});
