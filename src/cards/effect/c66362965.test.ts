import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me } from '../../engine/test/dsl';
import { applyAction } from '../../engine';

// The Fiend Megacyber: "If your opponent controls at least 2 more monsters than you do, you can Special Summon this card (from your hand)."
describe('The Fiend Megacyber', () => {
  it('Special Summoned from the hand while the opponent controls 2 more monsters', () => {
    const d = duelOf({ me: { hand: ['The Fiend Megacyber', 'Kuriboh'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Kuriboh' }, { card: 'Kuriboh' }] } });
    const summon = legal(d, 'specialSummon', idOf(d, 'The Fiend Megacyber'));
    expect(summon.length).toBeGreaterThan(0);
    let x = applyAction(d, summon[0]!);
    while (x.flow.prompt || x.flow.window) x = applyAction(x, x.flow.prompt?.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : { type: 'pass' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Feral Imp', 'The Fiend Megacyber']);
    // Not the turn's Normal Summon: Kuriboh may still be Normal Summoned.
    expect(legal(x, 'normalSummon', idOf(d, 'Kuriboh'))).toHaveLength(1);
  });
  it('only 1 more: not', () => {
    const d = duelOf({ me: { hand: ['The Fiend Megacyber'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Kuriboh' }] } });
    expect(legal(d, 'specialSummon', idOf(d, 'The Fiend Megacyber'))).toHaveLength(0);
  });
});
