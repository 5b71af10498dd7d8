import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Serial Spell (texts-2016): "Activate only when you activate one of your Normal Spell Cards. Discard all the cards
 * in your hand to the Graveyard. The effect of this card becomes the same as the Normal Spell Card."
 * official/c49398568.lua (no GOAT-era script): chained to your own Normal Spell Card's activation; the cost discards
 * the whole hand (at least 1 card); the chained Spell's target function and operation run as Serial Spell's.
 */

const SERIAL = 'Serial Spell';

/** Answers "which position" prompts with Attack Position, passing every window. */
function settle(duel: Duel): Duel {
  let d = passAll(duel);
  while (d.flow.prompt?.kind === 'chooseOption' && d.flow.prompt.options.includes('attack')) d = passAll(play(d, { type: 'select', option: 'attack' }));
  return d;
}

describe('Serial Spell', () => {
  it('chained to your Pot of Greed, discarding your hand: it draws 2 as well, then Pot of Greed draws 2', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed', SERIAL, 'Kuriboh', 'Feral Imp'], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    expect(legal(x, 'activate', idOf(d, SERIAL))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, SERIAL) }));
    expect(me(x).hand).toHaveLength(4);
    expect(me(x).deck).toBe(6);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Kuriboh', 'Pot of Greed', SERIAL]);
  });

  it('copying Cost Down, the delayed effect the copy leaves is Cost Down\'s, waiting for its player (issue: the fuzzer, seed 215)', () => {
    const d = duelOf({ me: { hand: ['Cost Down', SERIAL, 'Kuriboh', 'Feral Imp'], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Cost Down') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = passAll(play(x, { type: 'activate', card: idOf(d, SERIAL) }));
    expect(me(x).graveyard.sort()).toEqual(['Cost Down', 'Feral Imp', 'Kuriboh', SERIAL]);
    // Both resolved: two Level changes for the hand, and Cost Down's "kept when Summoned" waits twice, held by Cost Down.
    expect(x.rules.filter((r) => r.code === 'handLevelChange')).toHaveLength(2);
    expect(x.rules.filter((r) => r.code === 'awaits').map((r) => [r.source, r.player])).toEqual([[idOf(d, 'Cost Down'), 0], [idOf(d, 'Cost Down'), 0]]);
  });

  it('needs at least 1 other card in your hand to discard', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed', SERIAL], deck: FILLER() } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    expect(legal(x, 'activate', idOf(d, SERIAL))).toEqual([]);
  });

  it('cannot be activated on its own, nor in answer to a Quick-Play Spell, a Trap, or your opponent\'s Normal Spell', () => {
    const d = duelOf({ me: { hand: [SERIAL, 'Mystical Space Typhoon', 'Kuriboh'], spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: FILLER() }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }], deck: FILLER() } });
    expect(legal(d, 'activate', idOf(d, SERIAL))).toEqual([]);
    const mst = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    expect(legal(mst, 'activate', idOf(d, SERIAL))).toEqual([]);
    const trap = play(d, { type: 'activate', card: idOf(d, 'Reckless Greed') });
    expect(legal(trap, 'activate', idOf(d, SERIAL))).toEqual([]);
    const theirs = duelOf({ turn: 4, turnPlayer: 1, me: { hand: [SERIAL, 'Kuriboh'], spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: FILLER() }, opp: { hand: ['Pot of Greed'], deck: FILLER() } });
    // The opponent activates Pot of Greed (they hold nothing to chain): you may answer (your Set Reckless Greed may), not with Serial Spell.
    const y = play(theirs, { type: 'activate', card: idOf(theirs, 'Pot of Greed', 1) });
    expect(legal(y, 'activate', idOf(theirs, 'Reckless Greed'))).toHaveLength(1);
    expect(legal(y, 'activate', idOf(theirs, SERIAL))).toEqual([]);
  });

  it('copying Monster Reborn, it chooses its own target as it is activated and Special Summons that monster', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn', SERIAL, 'Kuriboh'], graveyard: ['Summoned Skull', 'Dark Magician'], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = play(x, { type: 'activate', card: idOf(d, SERIAL) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect((x.flow.prompt as { cards: readonly string[] }).cards).toContain(idOf(d, 'Dark Magician'));
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    expect(x.flow.chain.at(-1)?.targets.map((t) => t.card)).toEqual([idOf(d, 'Dark Magician')]);
    x = settle(x);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Dark Magician', 'Summoned Skull']);
    expect(opp(x).lp).toBe(8000);
  });

  it("copying Monster Reborn, its target gone before it resolves: it Special Summons nothing", () => {
    const d = duelOf({ me: { hand: ['Monster Reborn', SERIAL, 'Kuriboh'], graveyard: ['Summoned Skull'], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    // Both target Summoned Skull: Serial Spell resolves first and takes it; Monster Reborn then finds it gone.
    x = play(x, { type: 'activate', card: idOf(d, SERIAL) }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = settle(x);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Kuriboh', 'Monster Reborn', SERIAL]);
  });
});
