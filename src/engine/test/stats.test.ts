import { describe, expect, it } from 'vitest';
import { viewFor } from '../index';
import { currentAtk, currentDef, currentStats } from '../stats';
import { duelOf, idOf, play } from './dsl';

describe("A monster's ATK and DEF read together (currentStats, one walk of the modifiers)", () => {
  // Yami (Fiend and Spellcaster +200 ATK/DEF, Fairy -200) and an Equip Spell on each side: several
  // modifiers on one monster, on both sides of the field, one face-down monster.
  const d = duelOf({
    me: { hand: ['Book of Secret Arts'], field: 'Yami', monsters: [{ card: 'Dark Magician' }, { card: 'Doma The Angel of Silence' }] },
    opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] },
  });
  const x = play(d, { type: 'activate', card: idOf(d, 'Book of Secret Arts') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
  const slots = [...x.players[0].monsters, ...x.players[1].monsters].filter((s) => s !== null);

  it('gives the same ATK and DEF as asking each alone, for every monster', () => {
    expect(slots.map((s) => currentStats(x, s))).toEqual(slots.map((s) => ({ atk: currentAtk(x, s), def: currentDef(x, s) })));
  });

  it('counts every modifier once: Field Spell, Equip Spell, both sides; a face-down monster unchanged', () => {
    expect(slots.map((s) => currentStats(x, s))).toEqual([
      { atk: 2500 + 200 + 300, def: 2100 + 200 + 300 },
      { atk: 1600 - 200, def: 1400 - 200 },
      { atk: 1300 + 200, def: 1400 + 200 },
      { atk: 1400, def: 1200 },
    ]);
  });

  it("the view shows those figures, and none for a monster its viewer cannot see", () => {
    const seen = viewFor(x, 0).players[1].monsters.filter((m) => m !== null).map((m) => [m.atk, m.def]);
    expect(seen).toEqual([[1500, 1600], [null, null]]);
    expect(viewFor(x, 0).players[0].monsters.filter((m) => m !== null).map((m) => [m.atk, m.def])).toEqual([[3000, 2600], [1400, 1200]]);
  });
});

describe('Changes that end with this turn (lingering), read apart', () => {
  it("currentStats without them gives a Reinforcements-boosted monster's lasting ATK, with them its ATK now", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Koumori Dragon' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Koumori Dragon')] });
    const slot = x.players[0].monsters.find((s) => s !== null)!;
    expect(currentStats(x, slot)).toEqual({ atk: 1500 + 500, def: 1200 });
    expect(currentStats(x, slot, false)).toEqual({ atk: 1500, def: 1200 });
  });
});
