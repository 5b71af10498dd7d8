import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Kaiser Sea Horse (texts-2016): "This card can be treated as 2 Tributes for the Tribute Summon of a
 * LIGHT monster." Double Tribute (issue 32 §4; rule code `doubleTribute`, read by summon.ts tributeSets).
 * A Tribute Summon Tributes exactly what it needs: no monster to spare (rulebook v9.1 "Tribute Summon").
 */

/** The Tribute sets (as passcodes) of the Normal Summons of `card` listed now. */
const tributeSets = (d: ReturnType<typeof duelOf>, card: string): string[][] =>
  legal(d, 'normalSummon', idOf(d, card)).map((a) => a.tributes.map((t) => d.cards[t]!.passcode));
const SEA_HORSE = '17444133';
const IMP = '41392891';

describe('Kaiser Sea Horse', () => {
  it('counts as 2 Tributes on its own for the Tribute Summon of a LIGHT monster', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon'], monsters: [{ card: 'Kaiser Sea Horse' }, { card: 'Feral Imp' }, { card: 'Mystical Elf' }] } });
    // Alone, or 2 other monsters; never Kaiser Sea Horse and one more (a monster to spare).
    expect(tributeSets(d, 'Blue-Eyes White Dragon')).toEqual([[SEA_HORSE], [IMP, '15025844']]);
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Blue-Eyes White Dragon'), tributes: [idOf(d, 'Kaiser Sea Horse')] }));
    expect(me(x).monsters.map((s) => s?.name ?? null)).toContain('Blue-Eyes White Dragon');
    expect(me(x).graveyard).toEqual(['Kaiser Sea Horse']);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(3);
    // The Set of a LIGHT monster is Tributed for the same way.
    expect(legal(d, 'setMonster', idOf(d, 'Blue-Eyes White Dragon')).some((a) => a.tributes.length === 1)).toBe(true);
  });

  it('counts as 1 Tribute for a monster that is not LIGHT', () => {
    const d = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Kaiser Sea Horse' }, { card: 'Feral Imp' }] } });
    expect(tributeSets(d, 'Dark Magician')).toEqual([[SEA_HORSE, IMP]]);
    expect(whyIllegal(d, { type: 'normalSummon', card: idOf(d, 'Dark Magician'), tributes: [idOf(d, 'Kaiser Sea Horse')] })).toBe('Dark Magician needs 2 Tributes');
  });

  it('for a LIGHT monster needing 1 Tribute, it is that 1 Tribute (never with another)', () => {
    const d = duelOf({ me: { hand: ['Kaiser Glider'], monsters: [{ card: 'Kaiser Sea Horse' }, { card: 'Feral Imp' }] } });
    expect(tributeSets(d, 'Kaiser Glider')).toEqual([[SEA_HORSE], [IMP]]);
  });

  it('face-down, its effect does not apply: it counts as 1 Tribute', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon'], monsters: [{ card: 'Kaiser Sea Horse', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
    expect(tributeSets(d, 'Blue-Eyes White Dragon')).toEqual([[SEA_HORSE, IMP]]);
  });

  it('other monsters in the hand keep their own Tribute sets beside it', () => {
    const d = duelOf({ me: { hand: ['Dark Magician', 'Blue-Eyes White Dragon'], monsters: [{ card: 'Kaiser Sea Horse' }, { card: 'Feral Imp' }] } });
    expect(tributeSets(d, 'Dark Magician')).toEqual([[SEA_HORSE, IMP]]);
    // Blue-Eyes has Kaiser Sea Horse alone (Feral Imp alone is too few; both, one too many).
    expect(tributeSets(d, 'Blue-Eyes White Dragon')).toEqual([[SEA_HORSE]]);
  });
});
