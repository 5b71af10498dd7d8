import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor } from '../../engine';
import { duelOf, idOf, legal, me } from '../../engine/test/dsl';

describe.each([
  ['Black Luster Ritual', 'Black Luster Soldier', 3000, 2500],
  ['Black Magic Ritual', 'Magician of Black Chaos', 2800, 2600],
] as const)('%s and %s', (spell, monster, atk, def) => {
  it(`Ritual Summons ${monster} with Tributes whose Levels total 8 or more`, () => {
    const d = duelOf({ me: { hand: [spell, monster, 'Summoned Skull'], monsters: [{ card: 'Petit Dragon' }] } });
    let x = applyAction(d, { type: 'activate', card: idOf(d, spell) });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Petit Dragon')] });
    x = applyAction(x, { type: 'select', option: 'defense' });
    // Both players read it as a Ritual Summon, not a mere Special Summon.
    expect(viewFor(x, 1).events.map((e) => e.text)).toContain(`Opponent Ritual Summoned ${monster}`);
    while (x.flow.window) x = applyAction(x, legalActions(x)[0]!);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: monster, atk, def, position: 'defense' });
    expect(me(x).graveyard.sort()).toEqual([spell, 'Petit Dragon', 'Summoned Skull'].sort());
  });
  it('is not activated with Tributes of total Level below 8', () => {
    const d = duelOf({ me: { hand: [spell, monster, 'Celtic Guardian'], monsters: [{ card: 'Petit Dragon' }] } });
    expect(legal(d, 'activate', idOf(d, spell))).toEqual([]);
  });
});
