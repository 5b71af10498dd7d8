/**
 * Every Fusion Monster of the table (no effect: data), one row each. Rulebook v9.1, "Fusion Summon":
 * Polymerization sends the Fusion Materials listed on the Fusion Monster from the hand or field to the
 * Graveyard and Special Summons it from the Extra Deck; without all of them it cannot be made.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, isHidden, type Duel } from '../../engine';
import { duelOf, idOf, legal, me } from '../../engine/test/dsl';
import { cardByName } from '..';
import { FUSIONS } from './index';
import { FUSION_TABLE } from './table';

const ROWS = FUSION_TABLE.split('\n').filter(Boolean).map((line) => {
  const [passcode = '', name = '', attribute, monsterType, level, atk, def, materials = ''] = line.split('|');
  return { passcode, name, attribute, monsterType, level: Number(level), atk: Number(atk), def: Number(def), materials: materials.split('+') };
});

/** Fuses with Polymerization, answering each prompt with its first choice (Attack Position). */
function fuse(d: Duel): Duel {
  let x = applyAction(d, { type: 'activate', card: idOf(d, 'Polymerization') });
  while (x.flow.prompt || x.flow.window) x = applyAction(x, legalActions(x)[0]!);
  return x;
}

describe('the table of Fusion Monsters with no effect', () => {
  it('has one card per row, each a Fusion Monster whose materials are Normal Monsters of the pool', () => {
    expect(ROWS).toHaveLength(14);
    expect(FUSIONS.map((c) => c.passcode)).toEqual(ROWS.map((r) => r.passcode));
    for (const c of FUSIONS) {
      expect(c.frame).toBe('fusion');
      expect(c.materials?.kind).toBe('fusion');
      for (const m of ROWS.find((r) => r.passcode === c.passcode)!.materials) expect(cardByName(m)?.frame, m).toBe('normal');
      expect(c.text, c.name).toMatch(/^Fusion of .+ and .+\.$/);
    }
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s: Fusion Summoned from its materials in hand, not from one of them alone', (_name, row) => {
    const d = duelOf({ me: { hand: ['Polymerization', ...row.materials], extra: [row.passcode] } });
    const x = fuse(d);
    expect(me(x).monsters[0]).toMatchObject({ name: row.name, atk: row.atk, def: row.def, faceUp: true });
    expect(me(x).graveyard.sort()).toEqual([...row.materials, 'Polymerization'].sort());
    expect(me(x).extra).toEqual([]);
    const face = viewFor(x, 0).players[0].monsters[0]?.card;
    expect(face && !isHidden(face) && face).toMatchObject({ frame: 'fusion', attribute: row.attribute, monsterType: row.monsterType, level: row.level });

    const short = duelOf({ me: { hand: ['Polymerization', ...row.materials.slice(1)], extra: [row.passcode] } });
    expect(legal(short, 'activate', idOf(short, 'Polymerization'))).toEqual([]);
  });
});
