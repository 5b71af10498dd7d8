import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import type { Duel } from '..';

/*
 * Rule code `cardCannotBeSpecialSummoned` (recorded, about one card): "that Union monster cannot be Special Summoned
 * this turn" (Union Hangar). The card's Special Summons by card effects are refused while it holds (its Union unequip,
 * which Special Summons it, is not offered); it ends with the turn.
 */
describe('one card that cannot be Special Summoned this turn', () => {
  /** Union Hangar equips B-Buster Drake from the Deck to the A-Assault Core just Summoned. */
  function equippedByHangar(): { d: Duel; x: Duel } {
    const d = duelOf({ me: { field: { card: 'Union Hangar', faceUp: true }, hand: ['A-Assault Core'], deck: ['B-Buster Drake', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'A-Assault Core'), tributes: [] }));
    x = play(x, { type: 'select', option: 'yes' });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    return { d, x: passAll(x) };
  }

  it('is not Special Summoned by an effect this turn, and may be from the next turn on', () => {
    const { d, x } = equippedByHangar();
    const drake = idOf(d, 'B-Buster Drake');
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'B-Buster Drake' });
    expect(x.rules.some((r) => r.code === 'cardCannotBeSpecialSummoned' && r.card === drake)).toBe(true);
    expect(legal(x, 'activate', drake)).toEqual([]);
    // To the opponent's turn and back to mine.
    let y = x;
    for (let guard = 0; guard < 40 && !(y.turn === x.turn + 2 && y.flow.turnState === 'main1'); guard++) {
      const next = legal(y, 'nextPhase')[0];
      y = passAll(next ? play(y, next) : play(y, { type: 'pass' }));
    }
    expect(y.turn).toBe(x.turn + 2);
    expect(legal(y, 'activate', drake).length).toBeGreaterThan(0);
  });
});
