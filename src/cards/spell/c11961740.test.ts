import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Different Dimension Capsule (texts-2016): "Select 1 card from Deck and remove it from play face-down. During
 * your 2nd Standby Phase after activation, destroy this card and add the removed card to your hand."
 * ygopro (official/c11961740.lua, no GOAT variant): the card remains on the field (aux.RemainFieldCost); the
 * Standby Phase effect is its own (no Chain) and does nothing once it has left the field.
 */

const DECK = ['Feral Imp', 'Mystical Elf', 'Summoned Skull', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'];
const capsule = (extra: { oppHand?: string[] } = {}): Duel =>
  duelOf({ me: { hand: ['Different Dimension Capsule'], deck: DECK }, opp: { hand: extra.oppHand ?? [], deck: DECK } });

/** Activates the Capsule and banishes Summoned Skull from the Deck. */
function banishSkull(d: Duel): Duel {
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Different Dimension Capsule') }));
  x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull')] }));
  return x;
}

describe('Different Dimension Capsule', () => {
  it('banishes the card chosen from the Deck face-down and stays on the field', () => {
    const x = banishSkull(capsule());
    const skull = idOf(x, 'Summoned Skull');
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(x.faceDownBanished).toEqual([skull]);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Different Dimension Capsule', faceUp: true });
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).deck).toBe(DECK.length - 1);
  });

  it('the opponent sees a face-down card, never its name; its owner sees it', () => {
    const x = banishSkull(capsule());
    const theirs = viewFor(x, 1);
    expect(JSON.stringify(theirs)).not.toContain('Summoned Skull');
    expect(theirs.players[0].banished).toEqual([{ hidden: true, id: theirs.players[0].banishedFaceDown![0] }]);
    expect(theirs.events.map((e) => e.text)).toContain('A card was banished face-down');
    const mine = viewFor(x, 0);
    expect(mine.players[0].banished).toMatchObject([{ name: 'Summoned Skull' }]);
    expect(mine.players[0].banishedFaceDown).toEqual([idOf(x, 'Summoned Skull')]);
  });

  it('cannot be activated with an empty Deck', () => {
    const d = duelOf({ me: { hand: ['Different Dimension Capsule'], deck: [] } });
    expect(legal(d, 'activate', idOf(d, 'Different Dimension Capsule'))).toEqual([]);
  });

  it('in your 2nd Standby Phase after activation: destroyed, and the banished card is added to your hand', () => {
    let x = banishSkull(capsule());
    x = endTurn(endTurn(x));
    // Turn 5: its player's 1st Standby Phase after activation; nothing yet.
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Different Dimension Capsule' });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(me(x).spellTraps[0]).toBeNull();
    expect(me(x).graveyard).toEqual(['Different Dimension Capsule']);
    expect(me(x).banished).toEqual([]);
    expect(me(x).hand).toContain('Summoned Skull');
    expect(x.faceDownBanished).toBeUndefined();
    // The opponent is told a card was added, not which.
    const theirs = viewFor(x, 1);
    expect(JSON.stringify(theirs)).not.toContain('Summoned Skull');
    expect(theirs.events.map((e) => e.text)).toContain('Opponent added a face-down banished card to the hand');
  });

  it('destroyed before then (Mystical Space Typhoon): the banished card stays banished face-down', () => {
    let x = banishSkull(capsule({ oppHand: ['Mystical Space Typhoon'] }));
    x = endTurn(x);
    const mst = idOf(x, 'Mystical Space Typhoon', 1);
    x = play(x, legal(x, 'activate', mst)[0]!);
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Different Dimension Capsule')] }));
    expect(me(x).graveyard).toEqual(['Different Dimension Capsule']);
    x = endTurn(endTurn(endTurn(x)));
    expect(summary(x)).toMatchObject({ turn: 7 });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(me(x).hand).not.toContain('Summoned Skull');
    expect(x.rules.filter((r) => r.code === 'returnsToHandInStandbyPhase')).toEqual([]);
  });
});
