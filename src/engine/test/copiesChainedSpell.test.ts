import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../reasons';
import { duelOf, FILLER, idOf, legal, play } from './dsl';

/*
 * A Spell whose effect becomes that of the Normal Spell it chains to (`copiesChainedSpell`, Serial Spell): its targets
 * are that Chain Link's effect's target specs (activation.ts `targetSpecsOf`, read by chain.ts as it is activated and
 * as it resolves), its condition and resolution that effect's (library.ts `chainedNormalSpell`).
 */
describe('a Spell copying the Normal Spell it chains to', () => {
  it("targets what the copied Spell targets (Monster Reborn: a monster in a Graveyard, not a Spell there), by the copied spec's prompt", () => {
    const d = duelOf({ me: { hand: ['Monster Reborn', 'Serial Spell', 'Kuriboh'], graveyard: ['Summoned Skull', 'Raigeki'], deck: FILLER() }, opp: { graveyard: ['Dark Magician'], deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Serial Spell') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    // Kuriboh, discarded as Serial Spell's cost, is in the Graveyard by then: a monster Monster Reborn may target too.
    expect([...(x.flow.prompt as { cards: readonly string[] }).cards].sort()).toEqual([idOf(d, 'Summoned Skull'), idOf(d, 'Kuriboh'), idOf(d, 'Dark Magician', 1)].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] });
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'activated', card: idOf(d, 'Serial Spell'), targets: [expect.objectContaining({ card: idOf(d, 'Dark Magician', 1) })] }));
  });

  it("copying a Spell with no targets, it has none; the copied Spell's condition is its own (Pot of Greed: 2 cards to draw)", () => {
    const d = duelOf({ me: { hand: ['Pot of Greed', 'Serial Spell', 'Kuriboh'], deck: FILLER() } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }, { type: 'activate', card: idOf(d, 'Serial Spell') });
    const activated = x.events.find((e) => e.type === 'activated' && e.card === idOf(d, 'Serial Spell'));
    expect(activated).toBeDefined();
    expect(activated).not.toHaveProperty('targets');
    const short = duelOf({ me: { hand: ['Pot of Greed', 'Serial Spell', 'Kuriboh'], deck: FILLER(3) } });
    const y = play(short, { type: 'activate', card: idOf(short, 'Pot of Greed') });
    // 3 cards left: Pot of Greed may still draw 2, and so may Serial Spell as it is activated (the cards are drawn later).
    expect(legal(y, 'activate', idOf(short, 'Serial Spell'))).toHaveLength(1);
    const none = duelOf({ me: { hand: ['Pot of Greed', 'Serial Spell', 'Kuriboh'], deck: FILLER(2) } });
    const z = play(none, { type: 'activate', card: idOf(none, 'Pot of Greed') });
    expect(whyIllegal(z, { type: 'activate', card: idOf(none, 'Serial Spell') })).toBeNull();
  });

  it("declares what the copied Spell declares: copying Graceful Charity, its link makes its player discard", () => {
    const d = duelOf({ me: { hand: ['Graceful Charity', 'Serial Spell', 'Kuriboh'], deck: FILLER() }, opp: { spellTraps: [{ card: 'Magic Jammer', faceUp: false }], hand: ['Feral Imp'], deck: FILLER() } });
    // The opponent, holding Magic Jammer, may answer first and passes; then you answer your own Spell.
    let x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity') }, { type: 'pass' });
    x = play(x, { type: 'activate', card: idOf(d, 'Serial Spell') });
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Graceful Charity'), idOf(d, 'Serial Spell')]);
    expect(x.flow.chain[1]!.discards).toEqual([0]);
  });
  it("copying a Spell that leaves a delayed effect waiting (Cost Down), it resolves; the delayed part is not copied", () => {
    const d = duelOf({ me: { hand: ['Cost Down', 'Serial Spell', 'Kuriboh', 'Feral Imp', 'Summoned Skull'], deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Cost Down') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Serial Spell') });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.chain).toEqual([]);
    expect(x.rules.filter((r) => r.code === 'awaits').map((r) => r.source)).toEqual([idOf(d, 'Cost Down')]);
  });
});
