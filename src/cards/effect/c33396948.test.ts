import { describe, expect, it } from 'vitest';
import exodia, { FORBIDDEN_ONE_PIECES } from './c33396948';

const wins = (hand: readonly string[]): boolean => {
  if (!exodia.winsFromHand) throw new Error('Exodia the Forbidden One has no winsFromHand');
  return exodia.winsFromHand(hand);
};

describe('Exodia the Forbidden One', () => {
  it('lists the five distinct pieces', () => {
    expect(FORBIDDEN_ONE_PIECES).toEqual([
      'Exodia the Forbidden One',
      'Right Arm of the Forbidden One',
      'Left Arm of the Forbidden One',
      'Right Leg of the Forbidden One',
      'Left Leg of the Forbidden One',
    ]);
    expect(new Set(FORBIDDEN_ONE_PIECES).size).toBe(5);
  });

  it('wins with all five pieces in hand', () => {
    expect(wins([...FORBIDDEN_ONE_PIECES])).toBe(true);
  });

  it('wins with all five pieces among other cards, in any order', () => {
    expect(
      wins([
        'Dark Magician',
        'Left Leg of the Forbidden One',
        'Pot of Greed',
        'Right Arm of the Forbidden One',
        'Exodia the Forbidden One',
        'Left Arm of the Forbidden One',
        'Right Leg of the Forbidden One',
        'Mystical Elf',
      ]),
    ).toBe(true);
  });

  it('does not win with only four of the five pieces', () => {
    for (const missing of FORBIDDEN_ONE_PIECES) {
      const hand = [...FORBIDDEN_ONE_PIECES.filter((p) => p !== missing), 'Celtic Guardian'];
      expect(wins(hand), `missing ${missing}`).toBe(false);
    }
  });

  it('does not win with five piece names when a limb is duplicated instead of one piece', () => {
    expect(
      wins([
        'Exodia the Forbidden One',
        'Right Arm of the Forbidden One',
        'Right Arm of the Forbidden One',
        'Right Leg of the Forbidden One',
        'Left Leg of the Forbidden One',
      ]),
    ).toBe(false);
  });

  it('does not win with an empty hand or near-miss names', () => {
    expect(wins([])).toBe(false);
    expect(wins(FORBIDDEN_ONE_PIECES.map((p) => p.toUpperCase()))).toBe(false);
  });
});
