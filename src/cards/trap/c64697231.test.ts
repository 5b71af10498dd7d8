import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Trap Dustshoot (texts-2016): "Activate only if your opponent has 4 or more cards in their hand. Look at
 * your opponent's hand, select 1 Monster Card in it, and return that card to its owner's Deck."
 * Returning a card to the Deck, shuffled (issue 32 §4).
 */

const dustshoot = (hand: string[]): Duel =>
  duelOf({ me: { spellTraps: [{ card: 'Trap Dustshoot', faceUp: false }] }, opp: { hand, deck: ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'] } });

describe('Trap Dustshoot', () => {
  it('can be activated only while your opponent has 4 or more cards in their hand', () => {
    expect(legal(dustshoot(['Summoned Skull', 'Pot of Greed', 'Kuriboh']), 'activate')).toEqual([]);
    expect(legal(dustshoot(['Summoned Skull', 'Pot of Greed', 'Kuriboh', 'Fissure']), 'activate')).toHaveLength(1);
  });

  it("looks at your opponent's hand and returns the Monster Card chosen to its owner's Deck, shuffled", () => {
    const d = dustshoot(['Summoned Skull', 'Pot of Greed', 'Kuriboh', 'Fissure']);
    const x = play(d, { type: 'activate', card: idOf(d, 'Trap Dustshoot') });
    // Only the Monster Cards are offered, and the chooser sees them in the prompt.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect([...x.flow.prompt!.kind === 'chooseCard' ? x.flow.prompt!.cards : []].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Kuriboh', 1)].sort());
    const shown = viewFor(x, 0).prompt;
    expect(shown && 'cards' in shown ? shown.cards!.map((c) => ('name' in c ? c.name : null)).sort() : []).toEqual(['Kuriboh', 'Summoned Skull']);
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(y).hand).toHaveLength(3);
    expect(opp(y).hand).not.toContain('Summoned Skull');
    expect(opp(y).deck).toBe(7);
    expect(y.players[1].deck).toContain(idOf(d, 'Summoned Skull', 1));
    expect(y.events).toContainEqual({ type: 'revealed', cards: expect.arrayContaining([idOf(d, 'Pot of Greed', 1)]), to: 0 });
    expect(me(y).graveyard).toEqual(['Trap Dustshoot']);
  });

  it('with no Monster Card in that hand, it looks at the hand and returns nothing', () => {
    const d = dustshoot(['Pot of Greed', 'Fissure', 'Heavy Storm', 'Waboku']);
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Trap Dustshoot') }));
    expect(opp(y).hand).toHaveLength(4);
    expect(y.events.some((e) => e.type === 'revealed' && e.to === 0)).toBe(true);
  });

  it("the opponent's hand stays hidden from the player outside the choice", () => {
    const d = dustshoot(['Summoned Skull', 'Pot of Greed', 'Kuriboh', 'Fissure']);
    expect(JSON.stringify(viewFor(d, 0))).not.toContain('Summoned Skull');
  });
});
