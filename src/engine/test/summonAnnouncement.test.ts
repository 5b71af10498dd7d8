import { describe, expect, it } from 'vitest';
import { responseToOf, summoningOf } from '../draft';
import { summary, type Action, type Duel } from '..';
import { duelOf, idOf, me, play } from './dsl';

/**
 * One path for every Summon (rulebook v9.1 "Summoning Monster Cards", "Flip Summon", "Special
 * Summon", "Chains and Spell Speed"): Normal, Tribute, Flip, Special by a card's own procedure,
 * Special by an effect, and Ultimate Offering's extra Normal Summon are all announced the same way —
 * the Summon-negation window where the Summon can be negated, then the response window, then its
 * Trigger effects.
 */

/** Each kind of Summon by player 1, with the opponent holding a Set Torrential Tribute. */
const torrential = { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }], monsters: [{ card: 'Mystical Elf' }] };
const kinds: { how: string; setup: () => Duel; summon: (d: Duel) => Duel; card: string }[] = [
  {
    how: 'a Normal Summon',
    setup: () => duelOf({ me: { hand: ['Feral Imp'] }, opp: torrential }),
    summon: (d) => play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }),
    card: 'Feral Imp',
  },
  {
    how: 'a Tribute Summon',
    setup: () => duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, opp: torrential }),
    summon: (d) => play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] }),
    card: 'Summoned Skull',
  },
  {
    how: 'a Flip Summon',
    setup: () => duelOf({ me: { monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] }, opp: torrential }),
    summon: (d) => play(d, { type: 'flipSummon', card: idOf(d, 'Feral Imp') }),
    card: 'Feral Imp',
  },
  {
    how: "a Special Summon by the card's own procedure (Cyber Dragon)",
    setup: () => duelOf({ me: { hand: ['Cyber Dragon'] }, opp: torrential }),
    summon: (d) => play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' }),
    card: 'Cyber Dragon',
  },
  {
    how: 'a Special Summon by an effect (Monster Reborn)',
    setup: () => duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Feral Imp'] }, opp: torrential }),
    summon: (d) => play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'attack' }),
    card: 'Feral Imp',
  },
  {
    how: "Ultimate Offering's extra Normal Summon",
    setup: () => duelOf({ me: { hand: ['Feral Imp'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] }, opp: torrential }),
    summon: (d) => {
      let x = play(d, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 });
      // Ultimate Offering could be chained to itself: its controller passes.
      if (x.flow.window?.player === 0) x = play(x, { type: 'pass' });
      return play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'summon' });
    },
    card: 'Feral Imp',
  },
];

describe('Every Summon is announced through one path', () => {
  it.each(kinds)('$how opens the response window ("when a monster is Summoned")', ({ setup, summon, card }) => {
    const d = setup();
    const x = summon(d);
    const id = idOf(d, card);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(responseToOf(x).some((e) => (e.type === 'summoned' || e.type === 'specialSummoned') && e.card === id)).toBe(true);
    const after = play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) } as Action);
    expect(me(after).monsters.every((m) => m === null)).toBe(true);
  });

  it.each(kinds)('$how sets off "when … is Summoned" Trigger effects (Mysterious Puppeteer)', ({ setup, summon }) => {
    const base = setup();
    // The same Summon with the opponent holding a face-up Mysterious Puppeteer instead of a Trap.
    const withPuppeteer = (d: Duel): Duel => duelOf({
      ...scenarioOf(d),
      opp: { monsters: [{ card: 'Mysterious Puppeteer' }] },
    });
    const d = withPuppeteer(base);
    const x = summon(d);
    const normalOrFlip = x.events.some((e) => e.type === 'summoned');
    // Mysterious Puppeteer answers Normal (and Tribute) and Flip Summons only.
    expect(summary(x).players[1].lp).toBe(normalOrFlip ? 8500 : 8000);
  });

  it('the Summon\'s Trigger effects activate first; "when … is Summoned" cards are chained to them (Medium Piece Golem, Torrential Tribute)', () => {
    const d = duelOf({
      me: { hand: ['Medium Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Small Piece Golem', 'Feral Imp'] },
      opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Medium Piece Golem'), tributes: [] });
    // The optional Trigger is offered before anyone may respond to the Summon.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(summary(x).chain).toEqual([{ card: 'Medium Piece Golem', player: 0 }]);
    // Torrential Tribute still answers the Summon, chained to the Trigger.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) });
    // Chain Link 2 destroys every monster; then Chain Link 1 calls the Small Piece Golem from the Deck.
    x = play(x, { type: 'select', ids: [idOf(d, 'Small Piece Golem')] }, { type: 'select', option: 'defense' });
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Big Piece Golem', 'Medium Piece Golem']));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Small Piece Golem']);
  });

  it('with no Trigger effect activated for the Summon, the response window opens at once (optional Trigger declined)', () => {
    const d = duelOf({
      me: { hand: ['Medium Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Small Piece Golem'] },
      opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] },
    });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Medium Piece Golem'), tributes: [] }, { type: 'select', option: 'no' });
    expect(summary(x).chain).toEqual([]);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(responseToOf(x)).toEqual([{ type: 'summoned', player: 0, card: idOf(d, 'Medium Piece Golem'), how: 'normal' }]);
  });

  it("Ultimate Offering's Summon opens the Summon-negation window when it resolves as Chain Link 1 (Solemn Judgment)", () => {
    const d = duelOf({
      me: { hand: ['Feral Imp'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 });
    if (x.flow.window?.player === 0) x = play(x, { type: 'pass' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'summon' });
    // The monster is in place, the Summon not yet successful: only Solemn Judgment's Summon negation may answer.
    expect(summoningOf(x)).toMatchObject({ player: 0, card: idOf(d, 'Feral Imp'), how: 'normal' });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(x.events.some((e) => e.type === 'summoned')).toBe(false);
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 });
    if (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).graveyard).toContain('Feral Imp');
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it("Ultimate Offering's Summon made in the middle of a Chain (Chain Link 2) succeeds at once: no negation window", () => {
    const d = duelOf({
      me: { hand: ['Feral Imp', 'Celtic Guardian'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] },
    });
    const offering = idOf(d, 'Ultimate Offering');
    let x = play(d, { type: 'activate', card: offering, effect: 1 });
    // Chained to itself: Chain Link 2.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    x = play(x, { type: 'activate', card: offering, effect: 1 });
    if (x.flow.window?.player === 0) x = play(x, { type: 'pass' });
    expect(summary(x).chain).toHaveLength(2);
    // Chain Link 2 resolves: its Summon happens now and succeeds.
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'summon' });
    expect(x.events).toContainEqual({ type: 'summoned', player: 0, card: idOf(d, 'Feral Imp'), how: 'normal' });
    // Chain Link 1 resolves: its Summon is the last thing to happen, so it may be negated.
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }, { type: 'select', option: 'summon' });
    expect(summoningOf(x)).toMatchObject({ card: idOf(d, 'Celtic Guardian') });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
  });
});

/** A scenario rebuilt from a duel's board (the test kinds above keep their own setup). */
function scenarioOf(d: Duel) {
  const s = summary(d);
  const side = (p: 0 | 1) => ({
    hand: s.players[p].hand,
    graveyard: s.players[p].graveyard,
    monsters: s.players[p].monsters.map((m) => (m ? { card: m.name, faceUp: m.faceUp, position: m.position } : null)),
    spellTraps: s.players[p].spellTraps.map((t) => (t ? { card: t.name, faceUp: t.faceUp } : null)),
    normalSummonUsed: d.players[p].normalSummonUsed,
  });
  return { me: side(0) };
}
