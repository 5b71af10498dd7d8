import { describe, expect, it } from 'vitest';
import { applyAction, cardName, legalActions, legalActionsFor, loadScenario, viewFor, type Duel, type Scenario } from '../engine';
import { findCard } from '../cards';
import { chooseAction, LEVELS } from '.';

/**
 * The computer never cheats: what it is given (the view and the legal list) holds none of the
 * opponent's hidden cards, nor any Deck order, and its choice stays the same when those hidden
 * cards are swapped for others.
 */
const position = (oppHidden: { hand: string[]; deck: string[]; setMonster: string; setCard: string }): Scenario => ({
  turn: 3, turnPlayer: 0, phase: 'main1', seed: 5,
  players: [
    {
      lp: 8000,
      hand: ['Summoned Skull', 'Celtic Guardian', 'Dark Hole', 'Trap Hole'],
      deck: ['Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Giant Soldier of Stone', 'Dragon Zombie'],
      monsters: [{ card: 'Silver Fang', position: 'attack' }],
    },
    {
      lp: 8000,
      hand: oppHidden.hand,
      deck: oppHidden.deck,
      monsters: [{ card: oppHidden.setMonster, position: 'defense', faceUp: false }, { card: 'Battle Ox', position: 'attack' }],
      spellTraps: [{ card: oppHidden.setCard, faceUp: false }],
    },
  ],
});

const FIRST = { hand: ['Mirror Force', 'Blue-Eyes White Dragon', 'Raigeki'], deck: ['Judge Man', 'Rude Kaiser', 'Pot of Greed'], setMonster: 'Man-Eating Treasure Chest', setCard: 'Magic Cylinder' };
const OTHERS = { hand: ['Mystic Horseman', 'Uraby', 'Kojikocy'], deck: ['Koumori Dragon', 'Ryu-Kishin', 'Book of Moon'], setMonster: 'Hitotsu-Me Giant', setCard: 'Fissure' };

/** Card names and passcodes of a hidden set, as they could show up in JSON. */
const secrets = (h: typeof FIRST): string[] =>
  [...h.hand, ...h.deck, h.setMonster, h.setCard].flatMap((n) => {
    const c = findCard(n);
    if (!c) throw new Error(`No card ${n}`);
    return [c.name, c.passcode];
  });

describe('Fairness: the computer sees only what a player may know', () => {
  const known = new Set(['Summoned Skull', 'Celtic Guardian', 'Dark Hole', 'Trap Hole', 'Silver Fang', 'Battle Ox']);
  for (const h of [FIRST, OTHERS]) for (const n of [...h.hand, ...h.deck, h.setMonster, h.setCard]) if (known.has(n)) throw new Error(`${n} is public here`);

  it("its inputs hold none of the opponent's hidden cards, and no Deck order", () => {
    for (const hidden of [FIRST, OTHERS]) {
      const d = loadScenario(position(hidden));
      const text = JSON.stringify({ view: viewFor(d, 0), legal: legalActionsFor(d, 0) });
      for (const s of secrets(hidden)) expect(text).not.toContain(s);
      // Deck order: the same Deck in another order gives the very same inputs, for both Decks.
      const reordered = loadScenario({ ...position({ ...hidden, deck: [...hidden.deck].reverse() }), players: [
        { ...position(hidden).players[0]!, deck: [...position(hidden).players[0]!.deck!].reverse() },
        position({ ...hidden, deck: [...hidden.deck].reverse() }).players[1]!,
      ] });
      expect(JSON.stringify({ view: viewFor(reordered, 0), legal: legalActionsFor(reordered, 0) })).toBe(text);
    }
  });

  it("its inputs are identical, and so its choices, when the opponent's hidden cards are swapped for others", () => {
    const a = loadScenario(position(FIRST));
    const b = loadScenario(position(OTHERS));
    expect(JSON.stringify(viewFor(b, 0))).toBe(JSON.stringify(viewFor(a, 0)));
    for (const level of LEVELS) {
      for (const seed of [1, 2]) {
        const choose = (d: Duel) => chooseAction(viewFor(d, 0), legalActionsFor(d, 0), { level, seed });
        expect(choose(b)).toEqual(choose(a));
      }
    }
  });

  it('mid-duel, after the opponent Set and drew cards, the inputs still name none of them', () => {
    let d = loadScenario(position(FIRST));
    // Player 0 ends the turn; player 1 draws and Sets a card.
    while (d.turn === 3) d = applyAction(d, legalActions(d).find((a) => a.type === 'nextPhase' && a.to === 'end') ?? legalActions(d).find((a) => a.type === 'pass') ?? legalActions(d)[0]!);
    const set = legalActions(d).find((a) => a.type === 'setSpellTrap' || a.type === 'setMonster');
    if (set) d = applyAction(d, set);
    // (Its own Deck's contents, not their order, are the computer's to know.)
    const hiddenNames = [...d.players[1].hand, ...d.players[1].deck].map((id) => cardName(d, id));
    const faceDown = [...d.players[1].spellTraps, ...d.players[1].monsters].filter((s) => s && !s.faceUp).map((s) => cardName(d, s!.card));
    const text = JSON.stringify(viewFor(d, 0));
    const ownDeck = new Set(d.players[0].deck.map((id) => cardName(d, id)));
    const secret = [...new Set([...hiddenNames, ...faceDown])].filter((n) => !known.has(n) && !ownDeck.has(n));
    expect(secret.length).toBeGreaterThan(2);
    for (const n of secret) {
      expect(text).not.toContain(n);
      expect(text).not.toContain(findCard(n)!.passcode);
    }
  });
});
