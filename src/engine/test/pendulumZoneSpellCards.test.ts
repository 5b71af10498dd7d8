import { describe, expect, it } from 'vitest';
import { faceUpSpellCardsControlled } from '../effects/library';
import { queryContext } from '../stats';
import { duelOf, idOf } from './dsl';

/*
 * Rulebook v9.1 "Pendulum Monster Cards": a Pendulum Monster is activated "as a Spell Card" in a Pendulum Zone, so
 * "the face-up Spell Cards you control" (Performapal Show Down) count the Pendulum Zones' cards beside the face-up
 * Spells of the Spell & Trap Zones and the Field Zone; Set cards, Trap Cards and the opponent's cards are not counted
 * (library.ts `faceUpSpellCardsControlled`).
 */
describe('a Pendulum Monster in a Pendulum Zone is a face-up Spell Card', () => {
  it('counts the Pendulum Zones, face-up Spells and the Field Spell; not Set cards, Traps, monsters or the other side', () => {
    const d = duelOf({
      me: {
        pendulum: ['Flash Knight', 'Stargazer Magician'],
        spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }, { card: 'Mystical Space Typhoon', faceUp: false }, { card: 'Call of the Haunted', faceUp: true }],
        field: { card: 'Yami', faceUp: true },
        monsters: [{ card: 'Timegazer Magician' }],
      },
      opp: { pendulum: ['Odd-Eyes Pendulum Dragon', null], spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] },
    });
    const ctx = queryContext(d, { card: idOf(d, 'Flash Knight'), player: 0, equippedTo: null });
    expect(new Set(faceUpSpellCardsControlled(ctx))).toEqual(new Set([idOf(d, 'Flash Knight'), idOf(d, 'Stargazer Magician'), idOf(d, 'Swords of Revealing Light'), idOf(d, 'Yami')]));
    expect(new Set(faceUpSpellCardsControlled(ctx, 'theirs'))).toEqual(new Set([idOf(d, 'Odd-Eyes Pendulum Dragon', 1), idOf(d, 'Swords of Revealing Light', 1)]));
  });
});
