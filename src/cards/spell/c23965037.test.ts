import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../engine';
import { duelOf, idOf, legal, me } from '../../engine/test/dsl';

/*
 * Doriado's Blessing (texts-2016): "This card is used to Ritual Summon "Elemental Mistress Doriado". You must also
 * Tribute monsters whose total Levels equal 3 or more from the field or your hand." (library.ts ritualSpell.)
 */
describe("Doriado's Blessing", () => {
  it('Ritual Summons Elemental Mistress Doriado with Tributes whose Levels total 3 or more', () => {
    const d = duelOf({ me: { hand: ["Doriado's Blessing", 'Elemental Mistress Doriado', 'Kuriboh'], monsters: [{ card: 'Petit Dragon' }] } });
    let x = applyAction(d, { type: 'activate', card: idOf(d, "Doriado's Blessing") });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Petit Dragon')] });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = applyAction(x, { type: 'select', option: 'attack' });
    while (x.flow.window) x = applyAction(x, legalActions(x)[0]!);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Elemental Mistress Doriado', position: 'attack' });
    expect(me(x).graveyard.sort()).toEqual(["Doriado's Blessing", 'Kuriboh', 'Petit Dragon']);
  });

  it('is not activated with Tributes whose Levels total less than 3, nor without Doriado in the hand', () => {
    const low = duelOf({ me: { hand: ["Doriado's Blessing", 'Elemental Mistress Doriado', 'Kuriboh'] } });
    expect(legal(low, 'activate', idOf(low, "Doriado's Blessing"))).toEqual([]);
    const none = duelOf({ me: { hand: ["Doriado's Blessing", 'Summoned Skull'] } });
    expect(legal(none, 'activate', idOf(none, "Doriado's Blessing"))).toEqual([]);
  });
});
