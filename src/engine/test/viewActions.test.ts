import { describe, expect, it } from 'vitest';
import { actionFromView, legalActionsFor, viewFor, type DuelView } from '..';
import { duelOf, idOf } from './dsl';

const faceDownIdOf = (view: DuelView, player: 0 | 1): string | null => {
  const slot = view.players[player].monsters.find((m) => m && !m.faceUp);
  return slot && 'hidden' in slot.card ? slot.card.id : null;
};

/** legalActionsFor / actionFromView (viewActions.ts): a player acts on what their view shows. */
describe("acting on what one's view shows", () => {
  it('an attack on a face-down monster is listed by its view id, and turned back into the engine\'s action', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    const elf = idOf(d, 'Mystical Elf', 1);
    const skull = idOf(d, 'Summoned Skull');
    const alias = faceDownIdOf(viewFor(d, 0), 1)!;
    expect(alias).not.toBe(elf);
    const mine = legalActionsFor(d, 0);
    expect(mine).toContainEqual({ type: 'attack', card: skull, target: alias });
    expect(JSON.stringify(mine)).not.toContain(`"${elf}"`);
    expect(actionFromView(d, 0, { type: 'attack', card: skull, target: alias })).toEqual({ type: 'attack', card: skull, target: elf });
    // The hidden card's instance id is not something the player could have read: refused.
    expect(() => actionFromView(d, 0, { type: 'attack', card: skull, target: elf })).toThrow(/not a card Player 1 can see/);
    // Only the deciding player has actions.
    expect(legalActionsFor(d, 1)).toEqual([]);
  });
});

