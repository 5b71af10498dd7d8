import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, legalActionsFor, viewFor, type DuelView } from '..';
import { hiddenNames, viewOrder } from '../veil';
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


describe('the names a view gives hidden cards (veil.ts)', () => {
  it('a face-down card keeps its view id while it stays where it is, from action to action', () => {
    let d = duelOf({ me: { hand: ['Celtic Guardian'] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    const idIn = (x: typeof d): string | null => {
      const c = viewFor(x, 0).players[1].spellTraps[0]?.card;
      return c && 'hidden' in c ? c.id : null;
    };
    const first = idIn(d);
    expect(first).toMatch(/^\?[a-z]{12}$/);
    d = applyAction(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(idIn(d)).toBe(first);
    d = applyAction(d, { type: 'nextPhase', to: 'battle' });
    expect(idIn(d)).toBe(first);
  });

  it("names the cards of a hidden pile in an order that is not the pile's, and lists choices among them so", () => {
    const d = duelOf({ me: { hand: ['Feral Imp'] }, opp: { hand: ['Dark Magician', 'Trap Hole', 'Kuriboh', 'Mystical Elf'] } });
    const reversed = { ...d, players: [d.players[0], { ...d.players[1], hand: [...d.players[1].hand].reverse() }] } as typeof d;
    const names = hiddenNames(d, 0);
    expect(hiddenNames(reversed, 0)).toEqual(names);
    const hand = d.players[1].hand;
    expect(hand.map((id) => names.get(id)).sort()).toEqual(['1:?0', '1:?1', '1:?2', '1:?3']);
    // A prompt's choices: the hidden-pile cards among them take their places in the order of their names.
    const mine = idOf(d, 'Feral Imp');
    const ordered = viewOrder([hand[0]!, mine, hand[1]!, hand[2]!], names);
    expect(ordered[1]).toBe(mine);
    expect(viewOrder([hand[2]!, mine, hand[1]!, hand[0]!], names)).toEqual(ordered);
    expect([ordered[0], ordered[2], ordered[3]].map((id) => names.get(id!))).toEqual([...[ordered[0], ordered[2], ordered[3]].map((id) => names.get(id!))].sort());
  });
});
