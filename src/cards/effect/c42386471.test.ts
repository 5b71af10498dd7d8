import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { toonLevel4Spec } from './toonLevel4Spec';

describe('Toon Gemini Elf', () => {
  toonLevel4Spec('Toon Gemini Elf', 1900);

  it('when it inflicts battle damage to the opponent, they discard 1 random card from their hand', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Gemini Elf' }], spellTraps: [{ card: 'Toon World', faceUp: true }] }, opp: { hand: ['Dark Hole', 'Raigeki'], monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Toon Gemini Elf'), target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 1900);
    expect(opp(x).hand).toHaveLength(1);
    expect(opp(x).graveyard).toHaveLength(1);
    expect(x.events.some((e) => e.type === 'discarded' && e.player === 1)).toBe(true);
  });

  it('with no card in the opponent\'s hand, the damage is dealt and nothing is discarded', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Gemini Elf' }], spellTraps: [{ card: 'Toon World', faceUp: true }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Toon Gemini Elf'), target: 'direct' }));
    expect(opp(x).lp).toBe(6100);
    expect(opp(x).graveyard).toEqual([]);
  });
});
