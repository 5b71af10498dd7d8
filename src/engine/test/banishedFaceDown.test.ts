import { describe, expect, it } from 'vitest';
import { determinise, legalActions, viewFor, type Duel } from '..';
import { duelOf, idOf, me, passAll, play } from './dsl';
import { endTurn } from './turns';
import { swapVariants, viewLeaks } from '../../reliability/secrets';

/*
 * Cards banished face-down ("banish … face-down": Different Dimension Capsule, Lightforce Sword, Pot of Desires).
 * ygopro's POS_FACEDOWN in LOCATION_REMOVED: only the card's owner may look at it; the opponent knows that a card
 * lies there face-down, and when it was banished (its place in the pile), nothing of which card it is. A face-down
 * banished card is not face-up: effects that use "your banished monsters" (Dimension Fusion's `IsFaceup` filter)
 * do not see it. Rule code `returnsToHandInStandbyPhase`: such a card goes to its owner's hand as the Standby Phase
 * of a later turn begins, with no Chain.
 */

/** Player 1 has Summoned Skull banished face-down and Feral Imp banished face-up. */
const banished = (faceDown = 'Summoned Skull', hand: string[] = []): Duel =>
  duelOf({ me: { hand, banished: ['Feral Imp', { card: faceDown, faceDown: true }] } });

describe('banished face-down: only its owner sees it', () => {
  it("the opponent's view shows a face-down card in its place, never its name or instance id; its owner's shows it", () => {
    const d = banished();
    const skull = idOf(d, 'Summoned Skull');
    const theirs = viewFor(d, 1);
    const json = JSON.stringify(theirs);
    expect(json).not.toContain('Summoned Skull');
    expect(json).not.toContain(`"${skull}"`);
    expect(theirs.players[0].banished[0]).toMatchObject({ name: 'Feral Imp' });
    expect(theirs.players[0].banished[1]).toMatchObject({ hidden: true });
    expect(theirs.players[0].banishedFaceDown).toEqual([(theirs.players[0].banished[1] as { id: string }).id]);
    const mine = viewFor(d, 0);
    expect(mine.players[0].banished.map((c) => ('name' in c ? c.name : null))).toEqual(['Feral Imp', 'Summoned Skull']);
    expect(mine.players[0].banishedFaceDown).toEqual([skull]);
  });

  it("the opponent's view is the same whichever card lies there face-down", () => {
    expect(JSON.stringify(viewFor(banished('Summoned Skull'), 1))).toBe(JSON.stringify(viewFor(banished('Mystical Elf'), 1)));
    expect(JSON.stringify(viewFor(banished('Summoned Skull'), 0))).not.toBe(JSON.stringify(viewFor(banished('Mystical Elf'), 0)));
  });

  it("the computer's public state lists it as a hidden banished card, and determinise fills it back", () => {
    const d = banished();
    const pub = viewFor(d, 1).public;
    expect(pub.hidden.filter((h) => h.zone === 'banished')).toHaveLength(1);
    const slot = pub.hidden.find((h) => h.zone === 'banished')!;
    expect(slot).toMatchObject({ owner: 0, holder: 0 });
    expect(pub.state.faceDownBanished).toEqual([slot.id]);
    const fill = Object.fromEntries(pub.hidden.map((h) => [h.id, '64428736']));
    const guessed = determinise(pub, fill, 1);
    expect(guessed.players[0].banished).toEqual(pub.state.players[0].banished);
    expect(guessed.faceDownBanished).toEqual([slot.id]);
    // Its owner's public state keeps it (they know it).
    expect(viewFor(d, 0).public.hidden.filter((h) => h.zone === 'banished')).toEqual([]);
  });

  it('banished face-down from a Deck by an effect: an alias new to the opponent, and the Deck order still hidden', () => {
    const d = duelOf({ me: { hand: ['Different Dimension Capsule'], deck: ['Feral Imp', 'Summoned Skull', 'Mystical Elf'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Different Dimension Capsule') }));
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull')] }));
    const theirs = viewFor(x, 1);
    const alias = theirs.players[0].banishedFaceDown![0]!;
    expect(alias).toMatch(/^\?[a-z]{12}$/);
    expect(JSON.stringify(theirs)).not.toContain('Summoned Skull');
    expect(JSON.stringify(theirs)).not.toContain(`"${idOf(x, 'Summoned Skull')}"`);
  });

  it("a name to declare is never the opponent's face-down banished card's (Mind Crush): the declaring player cannot know it", () => {
    const d = duelOf({
      me: { hand: ['Feral Imp'], spellTraps: [{ card: 'Mind Crush', faceUp: false }] },
      opp: { hand: ['Kuriboh'], banished: ['Battle Ox', { card: 'Summoned Skull', faceDown: true }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Mind Crush') });
    const options = x.flow.prompt?.kind === 'chooseOption' ? x.flow.prompt.options : [];
    expect(options).toContain('Battle Ox');
    expect(options).not.toContain('Summoned Skull');
  });

  it('is not face-up: an effect that Special Summons banished monsters leaves it (Dimension Fusion)', () => {
    const d = duelOf({ me: { lp: 8000, hand: ['Dimension Fusion'], banished: ['Feral Imp', { card: 'Summoned Skull', faceDown: true }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dimension Fusion') }));
    // Feral Imp is the only one it may Summon (no choice of monster): only its position is asked.
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp' });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(x.faceDownBanished).toEqual([idOf(d, 'Summoned Skull')]);
  });

  it('cannot be activated for a face-down banished monster alone (Dimension Fusion needs one it may Summon)', () => {
    const d = duelOf({ me: { hand: ['Dimension Fusion'], banished: [{ card: 'Summoned Skull', faceDown: true }] } });
    expect(legalActions(d).filter((a) => a.type === 'activate')).toEqual([]);
  });
});

describe('returnsToHandInStandbyPhase', () => {
  it('goes to its owner\'s hand as the Standby Phase of the rule\'s last turn begins, unseen by the opponent', () => {
    const d = banished();
    const skull = idOf(d, 'Summoned Skull');
    const x0: Duel = { ...d, rules: [{ code: 'returnsToHandInStandbyPhase', player: 0, card: skull, lasts: { kind: 'turns', player: 0, count: 1, through: 5 } }] };
    let x = endTurn(x0);
    expect(me(x).banished).toContain('Summoned Skull');
    x = endTurn(x);
    expect(x.turn).toBe(5);
    expect(me(x).hand).toContain('Summoned Skull');
    expect(me(x).banished).toEqual(['Feral Imp']);
    expect(x.faceDownBanished).toBeUndefined();
    expect(x.rules).toEqual([]);
    expect(JSON.stringify(viewFor(x, 1))).not.toContain('Summoned Skull');
  });

  it('a saved duel (JSON) keeps its face-down banished cards and the waiting return', () => {
    const d = duelOf({ me: { hand: ['Different Dimension Capsule'], deck: ['Feral Imp', 'Summoned Skull', 'Mystical Elf', 'Celtic Guardian', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Different Dimension Capsule') }));
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull')] }));
    x = JSON.parse(JSON.stringify(x)) as Duel;
    expect(JSON.stringify(viewFor(x, 1))).not.toContain('Summoned Skull');
    for (let i = 0; i < 4; i++) x = endTurn(x);
    expect(me(x).hand).toContain('Summoned Skull');
  });

  it('a card no longer banished face-down stays where it is', () => {
    const d = duelOf({ me: { banished: ['Summoned Skull'] } });
    const skull = idOf(d, 'Summoned Skull');
    const x0: Duel = { ...d, rules: [{ code: 'returnsToHandInStandbyPhase', player: 0, card: skull, lasts: { kind: 'turns', player: 0, count: 1, through: 5 } }] };
    const x = endTurn(endTurn(x0));
    expect(me(x).banished).toEqual(['Summoned Skull']);
  });

  it('keyed faceUp: a card banished face-up goes to the hand (a public addition), one banished face-down does not', () => {
    const d = duelOf({ me: { banished: ['Feral Imp', { card: 'Summoned Skull', faceDown: true }] } });
    const [imp, skull] = [idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull')];
    const lasts = { kind: 'turns', player: 0, count: 1, through: 5 } as const;
    const x0: Duel = {
      ...d,
      rules: [
        { code: 'returnsToHandInStandbyPhase', player: 0, card: imp, key: 'faceUp', lasts },
        { code: 'returnsToHandInStandbyPhase', player: 0, card: skull, key: 'faceUp', lasts },
      ],
    };
    let x = endTurn(x0);
    expect(me(x).hand).not.toContain('Feral Imp');
    x = endTurn(x);
    expect(x.turn).toBe(5);
    expect(me(x).hand).toContain('Feral Imp');
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(x.events).toContainEqual({ type: 'addedToHand', player: 0, card: imp });
    expect(x.rules).toEqual([]);
  });
});

describe('the hidden-information harness on face-down banished cards and upside-down Decks', () => {
  it('finds no leak and no difference in the swapped variants (Lightforce Sword, then Convulsion of Nature)', () => {
    const d = duelOf({
      me: { hand: ['Convulsion of Nature'], spellTraps: [{ card: 'Lightforce Sword', faceUp: false }], deck: ['Feral Imp', 'Mystical Elf', 'Celtic Guardian', 'Kuriboh'] },
      opp: { hand: ['Summoned Skull', 'Dark Magician', 'Battle Ox'], deck: ['Giant Soldier of Stone', 'Winged Dragon, Guardian of the Fortress #1', 'Gaia The Fierce Knight'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Lightforce Sword') }));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Convulsion of Nature') }));
    expect(x.faceDownBanished).toHaveLength(1);
    expect(x.decksUpsideDown).toEqual([0, 1]);
    let rng = x.rng;
    for (const viewer of [0, 1] as const) {
      expect(viewLeaks(x, viewer)).toEqual([]);
      const view = JSON.stringify(viewFor(x, viewer));
      const out = swapVariants(x, viewer, rng);
      rng = out.rng;
      expect(out.variants.length).toBeGreaterThan(1);
      if (viewer === 0) expect(out.variants.map(([label]) => label)).toContain('which card is banished face-down');
      for (const [label, variant] of out.variants) expect(JSON.stringify(viewFor(variant, viewer)), `${viewer}: ${label}`).toBe(view);
    }
  });
});
