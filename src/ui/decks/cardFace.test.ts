import { describe, expect, it } from 'vitest';
import { CARD_POOL, cardByPasscode } from '../../cards';
import { groupCopies } from './cardFace';

describe('groupCopies: the tiles of a deck section and of siding', () => {
  it('counts the copies of each card and orders the cards by Kind & Level, unknown passcodes last', () => {
    const spell = CARD_POOL.find((c) => c.frame === 'spell')!;
    const high = CARD_POOL.filter((c) => c.frame === 'normal').sort((a, b) => (b.level ?? 0) - (a.level ?? 0))[0]!;
    const low = CARD_POOL.find((c) => c.frame === 'normal' && (c.level ?? 0) < (high.level ?? 0))!;
    const tiles = groupCopies(['99999999', spell.passcode, low.passcode, high.passcode, low.passcode, '00000001', low.passcode]);
    expect(tiles).toEqual([
      { passcode: high.passcode, count: 1 },
      { passcode: low.passcode, count: 3 },
      { passcode: spell.passcode, count: 1 },
      { passcode: '00000001', count: 1 },
      { passcode: '99999999', count: 1 },
    ]);
    expect(cardByPasscode('99999999')).toBeUndefined();
  });
});
