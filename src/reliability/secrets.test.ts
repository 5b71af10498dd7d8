/**
 * Secrets kept (issue 37): a player's view depends only on what that player may know (rulebook v9.1
 * "Public Knowledge": both players may know the cards on the field face-up, in the Graveyards and
 * banished, and the number of cards in each hand and Deck; not the cards in a hand, face-down, or
 * the order of a Deck). Each test below failed on 18e1796, the starting commit.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type Action, type Duel, type DuelView } from '../engine';
import { duelOf, idOf, passAll, play } from '../engine/test/dsl';
import { firstDifference, IdWatch, secretsDuel, swapVariants, viewLeaks } from './secrets';
import { seedRng } from '../engine/random';

/** Plays `pick` (or a pass, or the first legal action) until `done`; fails after `max` actions. */
function playUntil(duel: Duel, done: (d: Duel) => boolean, pick: (d: Duel, legal: Action[]) => Action | undefined = () => undefined, max = 80): Duel {
  let d = duel;
  for (let i = 0; i < max && !done(d); i++) {
    const legal = legalActions(d);
    d = applyAction(d, pick(d, legal) ?? legal.find((a) => a.type === 'pass') ?? legal[0]!);
  }
  if (!done(d)) throw new Error('playUntil: never got there');
  return d;
}

const faceDownIdOf = (view: DuelView, player: 0 | 1): string | null => {
  const slot = view.players[player].monsters.find((m) => m && !m.faceUp);
  return slot && 'hidden' in slot.card ? slot.card.id : null;
};

describe('a view names no card hidden from its player', () => {
  it("while a player answers Ultimate Offering's \"Normal Summon or Set Beaver Warrior?\", the opponent's view does not name Beaver Warrior", () => {
    // Ultimate Offering (Continuous Trap): "pay 500 LP; Normal Summon or Set 1 monster". Whether the
    // monster will be Set face-down is the player's choice; until then it is a card in their hand.
    let d = duelOf({ me: { hand: ['Beaver Warrior'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] } });
    d = play(d, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 }, { type: 'pass' }, { type: 'select', ids: [idOf(d, 'Beaver Warrior')] });
    expect(d.flow.prompt).toMatchObject({ player: 0, reason: 'Normal Summon or Set Beaver Warrior?' });
    const text = JSON.stringify(viewFor(d, 1));
    expect(text).not.toContain('Beaver Warrior');
    expect(text).not.toContain('32452818');
    expect(viewLeaks(d, 1)).toEqual([]);
    // The chooser still reads the question.
    expect(viewFor(d, 0).prompt?.reason).toBe('Normal Summon or Set Beaver Warrior?');
    const set = play(d, { type: 'select', option: 'set' });
    expect(JSON.stringify(viewFor(set, 1))).not.toContain('Beaver Warrior');
  });
});

describe('a card hidden again gets a new identity in the other player\'s view', () => {
  it('The Wicked Worm Beast, seen face-up, returned to the hand at the End Phase and Set again, shows an id never seen before', () => {
    // The Wicked Worm Beast: "during your End Phase, return this face-up card to its owner's hand".
    const start = duelOf({ turn: 4, turnPlayer: 1, phase: 'main2', opp: { monsters: [{ card: 'The Wicked Worm Beast' }] } });
    const worm = idOf(start, 'The Wicked Worm Beast', 1);
    const seen = JSON.stringify(viewFor(start, 0));
    expect(seen).toContain(`"${worm}"`);
    // To player 2's End Phase: the Worm Beast returns to the hand; through player 1's turn 5 to player 2's turn 6.
    let d = playUntil(start, (x) => x.players[1].hand.includes(worm), (x, legal) => legal.find((a) => a.type === 'nextPhase' && a.to === 'end'));
    d = playUntil(d, (x) => x.turn === 6 && x.turnPlayer === 1 && legalActions(x).some((a) => a.type === 'setMonster'), (x, legal) => legal.find((a) => a.type === 'nextPhase' && (a.to === 'end' || a.to === 'main1')));
    d = play(d, { type: 'setMonster', card: worm, tributes: [] });
    const view = viewFor(d, 0);
    const id = faceDownIdOf(view, 1);
    expect(id).not.toBeNull();
    expect(id).not.toBe(worm);
    // Nowhere in the view (public state included) does the Worm Beast's old id appear.
    expect(JSON.stringify(view)).not.toContain(`"${worm}"`);
    // And the face-down card's id is not one the viewer saw before, in any earlier view.
    expect(seen).not.toContain(`"${id}"`);
  });

  it('a monster turned face-down in place, flipped and turned face-down again, gets a new id each time it is hidden', () => {
    // Book of Moon: "target 1 face-up monster on the field; change it to face-down Defense Position".
    let d = duelOf({ me: { hand: ['Book of Moon', 'Book of Moon'] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    const ox = idOf(d, 'Battle Ox', 1);
    const [moon1, moon2] = [d.players[0].hand[0]!, d.players[0].hand[1]!];
    const watch = new IdWatch(0);
    expect(watch.observe(d, viewFor(d, 0), 0)).toBeNull();
    d = passAll(play(d, { type: 'activate', card: moon1 }, { type: 'select', ids: [ox] }));
    const first = faceDownIdOf(viewFor(d, 0), 1);
    expect(watch.observe(d, viewFor(d, 0), 1)).toBeNull();
    expect(first).not.toBe(ox);
    // Player 2 flips it face-up in their turn... (Flip Summon)
    d = playUntil(d, (x) => x.turnPlayer === 1 && legalActions(x).some((a) => a.type === 'flipSummon'), (x, legal) => legal.find((a) => a.type === 'nextPhase' && (a.to === 'end' || a.to === 'main1')));
    d = passAll(play(d, { type: 'flipSummon', card: ox }));
    expect(watch.observe(d, viewFor(d, 0), 2)).toBeNull();
    // ...and in player 1's next turn Book of Moon turns it face-down again.
    d = playUntil(d, (x) => x.turnPlayer === 0 && legalActions(x).some((a) => a.type === 'activate' && a.card === moon2), (x, legal) => legal.find((a) => a.type === 'nextPhase' && (a.to === 'end' || a.to === 'main1')));
    d = passAll(play(d, { type: 'activate', card: moon2 }, { type: 'select', ids: [ox] }));
    const second = faceDownIdOf(viewFor(d, 0), 1);
    expect(watch.observe(d, viewFor(d, 0), 3)).toBeNull();
    expect(second).not.toBe(ox);
    expect(second).not.toBe(first);
  });
});

describe('nothing in a view follows the order of hidden cards', () => {
  it("after Sangan's search and the shuffle, the searcher's view is the same whatever order the Deck is in", () => {
    // Sangan: "if this card is sent from the field to the GY: add 1 monster with 1500 or less ATK from
    // your Deck to your hand". The searcher saw the Deck's cards; the shuffle that follows hides where they went.
    let d = duelOf({
      me: { monsters: [{ card: 'Sangan' }], hand: ['Summoned Skull'], deck: ['Kuriboh', 'Celtic Guardian', 'Dark Magician', 'Feral Imp', 'Mystical Elf', 'Blue-Eyes White Dragon'] },
    });
    d = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Sangan')] });
    d = playUntil(d, (x) => x.flow.prompt?.kind === 'chooseCard');
    const shown = JSON.stringify(viewFor(d, 0).prompt);
    for (const name of ['Kuriboh', 'Celtic Guardian', 'Feral Imp']) expect(shown).toContain(name);
    d = passAll(play(d, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(d.players[0].hand).toContain(idOf(d, 'Kuriboh'));
    const view = JSON.stringify(viewFor(d, 0));
    for (const [label, variant] of swapVariants(d, 0, seedRng(1)).variants) {
      const other = JSON.stringify(viewFor(variant, 0));
      expect(other === view ? '' : `${label}: ${firstDifference(view, other)}`).toBe('');
    }
    // Every order of the Deck, not just the few above.
    const deck = d.players[0].deck;
    for (let k = 1; k < deck.length; k++) {
      const rotated = { ...d, players: [{ ...d.players[0], deck: [...deck.slice(k), ...deck.slice(0, k)] }, d.players[1]] } as Duel;
      expect(JSON.stringify(viewFor(rotated, 0))).toBe(view);
    }
  });

  it("the opponent's hand in any order, and which of their cards is in the hand, the Deck or face-down, give the same view", () => {
    const d = duelOf({
      me: { hand: ['Celtic Guardian'] },
      opp: { hand: ['Dark Magician', 'Trap Hole', 'Kuriboh', 'Mystical Elf'], deck: ['Feral Imp', 'Mirror Force', 'Battle Ox'], monsters: [{ card: 'Giant Soldier of Stone', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Waboku', faceUp: false }] },
    });
    const view = JSON.stringify(viewFor(d, 0));
    let rng = seedRng(2);
    const labels = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { variants, rng: next } = swapVariants(d, 0, rng);
      rng = next;
      for (const [label, variant] of variants) {
        labels.add(label);
        const other = JSON.stringify(viewFor(variant, 0));
        expect(other === view ? '' : `${label}: ${firstDifference(view, other)}`).toBe('');
      }
    }
    expect([...labels].sort()).toEqual([
      "player 1's Deck in another order", "player 2's Deck in another order", "the opponent's hand in another order",
      "which of player 2's cards is in the hand", 'which monster is face-down', 'which spellTrap is face-down',
    ].sort());
  });
});

describe('the harness finds what it looks for', () => {
  it('a name or passcode hidden from the viewer, anywhere in the view, as a substring; not one inside a longer known name', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Skull Red Bird' }] }, opp: { hand: ['Summoned Skull', 'Dark Magician'] } });
    const view = viewFor(d, 0);
    expect(viewLeaks(d, 0, view)).toEqual([]);
    expect(viewLeaks(d, 0, { ...view, public: { reason: 'Normal Summon or Set Dark Magician?' } })).toEqual(['Dark Magician']);
    expect(viewLeaks(d, 0, { ...view, public: { key: 'x46986414y' } })).toEqual(['46986414']);
    // "You Normal Summoned Skull Red Bird" names the visible Skull Red Bird, not the hidden Summoned Skull.
    expect(viewLeaks(d, 0, { ...view, events: [{ text: 'You Normal Summoned Skull Red Bird' }] })).toEqual([]);
  });

  it('an id shown again for a card hidden anew, or the id it had face-up', () => {
    const d = duelOf({ opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }, { card: 'Battle Ox' }] } });
    const watch = new IdWatch(0);
    const view = viewFor(d, 0);
    expect(watch.observe(d, view, 0)).toBeNull();
    const ox = idOf(d, 'Battle Ox', 1);
    const withId = (id: string): DuelView => ({ ...view, players: [view.players[0], { ...view.players[1], monsters: view.players[1].monsters.map((m) => (m && !m.faceUp ? { ...m, card: { hidden: true, id } } : m)) }] });
    expect(watch.observe(d, withId(ox), 1)).toMatch(/saw on a face-up card/);
  });
});

describe('seeded duels: every view at every action', () => {
  // Enough duels to have found each defect of issue 37 on 18e1796, few enough to stay quick: the
  // card table followed the hand's order from the first action; seeds 10 and 17 pair the Starter
  // Decks, whose Ultimate Offering asked "Normal Summon or Set …?" in front of the opponent's view;
  // seed 19 showed a monster Set again under the id it had face-up, seed 21 The Wicked Worm Beast
  // returned to the hand. `npm run fuzz` runs the same checks on as many duels as asked.
  const SEEDS = [3, 10, 17, 19, 21];
  it.each(SEEDS)('seed %i: no hidden name or passcode, no id seen before, the same view with hidden cards swapped', (seed) => {
    const report = secretsDuel(seed, { maxActions: 150, swapEvery: 12 });
    expect(report.views).toBeGreaterThan(50);
    expect(report.swaps).toBeGreaterThan(0);
  });
});
