import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Lightforce Sword (texts-2016): "Select 1 random card from your opponent's hand and remove it from play face-down.
 * During your opponent's 4th Standby Phase after this card's activation, return that card to their hand."
 * ygopro (official/c49587034.lua, no GOAT variant): a random card of the hand (`RandomSelect`), banished
 * face-down; the return is a continuous effect (no Chain) counting the opponent's Standby Phases, the one of the
 * turn it was activated in not counted (its flag `RESETS_STANDARD_PHASE_END`).
 */

const DECK = Array.from({ length: 12 }, () => 'Celtic Guardian');
const sword = (oppHand: string[], turnPlayer: 0 | 1 = 0): Duel =>
  duelOf({ turnPlayer, me: { spellTraps: [{ card: 'Lightforce Sword', faceUp: false }], deck: DECK }, opp: { hand: oppHand, deck: DECK } });
const activate = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Lightforce Sword') }));

describe('Lightforce Sword', () => {
  it("banishes a card of the opponent's hand face-down, and goes to the Graveyard", () => {
    const x = activate(sword(['Summoned Skull']));
    expect(opp(x).hand).toEqual([]);
    expect(opp(x).banished).toEqual(['Summoned Skull']);
    expect(x.faceDownBanished).toEqual([idOf(x, 'Summoned Skull', 1)]);
    expect(me(x).graveyard).toEqual(['Lightforce Sword']);
  });

  it('its activator never learns which card it was; its owner sees it', () => {
    const x = activate(sword(['Summoned Skull']));
    const mine = viewFor(x, 0);
    expect(JSON.stringify(mine)).not.toContain('Summoned Skull');
    expect(mine.players[1].banished).toEqual([{ hidden: true, id: mine.players[1].banishedFaceDown![0] }]);
    expect(viewFor(x, 1).players[1].banished).toMatchObject([{ name: 'Summoned Skull' }]);
  });

  it("the card is chosen at random: the same duel with another seed may take another card", () => {
    const taken = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const d = duelOf({ seed, me: { spellTraps: [{ card: 'Lightforce Sword', faceUp: false }], deck: DECK }, opp: { hand: ['Summoned Skull', 'Mystical Elf', 'Feral Imp'], deck: DECK } });
      taken.add(opp(activate(d)).banished[0]!);
    }
    expect(taken.size).toBeGreaterThan(1);
  });

  it("cannot be activated while the opponent's hand is empty", () => {
    const d = sword([]);
    expect(legal(d, 'activate', idOf(d, 'Lightforce Sword'))).toEqual([]);
  });

  it("returns the card to their hand in their 4th Standby Phase after activation (activated in your turn 3: their turn 10)", () => {
    let x = activate(sword(['Summoned Skull']));
    for (const turn of [4, 6, 8]) {
      x = endTurn(x);
      expect(summary(x)).toMatchObject({ turn, turnPlayer: 1 });
      expect(opp(x).banished).toEqual(['Summoned Skull']);
      x = endTurn(x);
    }
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 10, turnPlayer: 1 });
    expect(opp(x).banished).toEqual([]);
    expect(opp(x).hand).toContain('Summoned Skull');
    expect(x.faceDownBanished).toBeUndefined();
    expect(JSON.stringify(viewFor(x, 0))).not.toContain('Summoned Skull');
  });

  it("activated in their turn, that turn's Standby Phase does not count: their 4th after is turn 11", () => {
    // Turn 3 is player 2's here (turnPlayer 1): Lightforce Sword, Set earlier, is activated in their Main Phase.
    // Player 2 is the turn player: player 1 activates it as Main Phase 1 ends.
    let x = play(sword(['Summoned Skull'], 1), { type: 'nextPhase', to: 'battle' });
    const act = legal(x, 'activate', idOf(x, 'Lightforce Sword'));
    expect(act).toHaveLength(1);
    x = passAll(play(x, act[0]!));
    expect(x.rules).toMatchObject([{ code: 'returnsToHandInStandbyPhase', player: 1, lasts: { through: 11 } }]);
    for (let i = 0; i < 7; i++) x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 10 });
    expect(opp(x).banished).toEqual(['Summoned Skull']);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 11, turnPlayer: 1 });
    expect(opp(x).hand).toContain('Summoned Skull');
  });
});
