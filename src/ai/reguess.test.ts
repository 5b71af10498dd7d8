import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, loadScenario, type Duel } from '../engine';
import { findCard } from '../cards';
import { reguess } from './determinise/sample';
import { Dice } from './random';

/**
 * Hard's blind playouts: the opponent judges its moves on its own guess of Hard's hidden cards.
 * A re-guess changes only what that player keeps hidden, each card into one that could be there.
 */
const duel = loadScenario({
  turn: 3, turnPlayer: 1, phase: 'main1', seed: 5,
  players: [
    {
      lp: 8000, hand: ['Dark Hole', 'Celtic Guardian', 'Trap Hole'], deck: ['Feral Imp', 'Mystical Elf'],
      monsters: [{ card: 'Summoned Skull', position: 'attack' }, { card: 'Beaver Warrior', position: 'defense', faceUp: false }],
      spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Ultimate Offering', faceUp: true }],
      graveyard: ['Giant Soldier of Stone'],
    },
    { lp: 8000, hand: ['Battle Ox'], deck: ['Feral Imp', 'Mystical Elf'] },
  ],
});

const passcodeOf = (d: Duel, id: string): string => d.cards[id]!.passcode;
const hiddenIds = (d: Duel): string[] => {
  const ps = d.players[0];
  return [...ps.hand, ...ps.monsters.flatMap((m) => (m && !m.faceUp ? [m.card] : [])), ...ps.spellTraps.flatMap((s) => (s && !s.faceUp ? [s.card] : []))];
};

describe("Re-guessing a player's hidden cards (Hard's blind playouts)", () => {
  it('changes only that player\'s hand and face-down cards, each into a card that fits where it is', () => {
    const hidden = new Set(hiddenIds(duel));
    let changed = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = reguess(duel, 0, new Dice(seed));
      for (const id of Object.keys(duel.cards)) {
        if (!hidden.has(id)) expect(passcodeOf(g, id), `card ${id} is public or not player 0's secret`).toBe(passcodeOf(duel, id));
        else if (passcodeOf(g, id) !== passcodeOf(duel, id)) changed++;
      }
      const ps = g.players[0];
      const setMonster = findCard(passcodeOf(g, ps.monsters[1]!.card))!;
      expect(['spell', 'trap', 'token']).not.toContain(setMonster.frame);
      expect(setMonster.level ?? 0).toBeLessThanOrEqual(4);
      expect(['spell', 'trap']).toContain(findCard(passcodeOf(g, ps.spellTraps[0]!.card))!.frame);
      // The original is untouched.
      expect(passcodeOf(duel, ps.spellTraps[0]!.card)).toBe(findCard('Mirror Force')!.passcode);
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('gives a duel the engine plays on', () => {
    const g = reguess(duel, 0, new Dice(9));
    const legal = legalActions(g);
    expect(legal.length).toBeGreaterThan(0);
    expect(() => applyAction(g, legal[0]!)).not.toThrow();
  });

  it('with nothing hidden, is the duel itself', () => {
    const open = loadScenario({ turn: 3, turnPlayer: 1, phase: 'main1', seed: 5, players: [{ lp: 8000, deck: ['Feral Imp'] }, { lp: 8000, hand: ['Battle Ox'], deck: ['Feral Imp'] }] });
    expect(reguess(open, 0, new Dice(1))).toBe(open);
  });
});
