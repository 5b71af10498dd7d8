import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Gold Sarcophagus (texts-2016): "Banish 1 card from your Deck, face-up. During your second Standby Phase after this
 * card's activation, add that card to your hand." (official/c75500286.lua: the card itself carries the Standby Phase
 * effect, no Chain; it counts its player's Standby Phases, the 2nd adds it to the hand if it is still banished.)
 * Rule code `returnsToHandInStandbyPhase` keyed `faceUp`.
 */
const DECK = ['Feral Imp', 'Mystical Elf', 'Summoned Skull', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'];
const sarcophagus = (oppHand: string[] = []): Duel =>
  duelOf({ me: { hand: ['Gold Sarcophagus'], deck: DECK }, opp: { hand: oppHand, deck: DECK } });

/** Activates the Sarcophagus and banishes Summoned Skull from the Deck. */
function banishSkull(d: Duel): Duel {
  const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Gold Sarcophagus') }));
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
  return passAll(play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull')] }));
}

describe('Gold Sarcophagus', () => {
  it('banishes the card chosen from the Deck face-up, seen by both players, and goes to the Graveyard', () => {
    const x = banishSkull(sarcophagus());
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(x.faceDownBanished).toBeUndefined();
    expect(me(x).deck).toBe(DECK.length - 1);
    expect(me(x).graveyard).toEqual(['Gold Sarcophagus']);
    expect(viewFor(x, 1).players[0].banished).toMatchObject([{ name: 'Summoned Skull' }]);
  });

  it('cannot be activated with an empty Deck', () => {
    const d = duelOf({ me: { hand: ['Gold Sarcophagus'], deck: [] } });
    expect(legal(d, 'activate', idOf(d, 'Gold Sarcophagus'))).toEqual([]);
  });

  it('in your 2nd Standby Phase after activation, the banished card is added to your hand (not in the 1st)', () => {
    let x = banishSkull(sarcophagus());
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(me(x).hand).not.toContain('Summoned Skull');
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(me(x).banished).toEqual([]);
    expect(me(x).hand).toContain('Summoned Skull');
    expect(x.events).toContainEqual({ type: 'addedToHand', player: 0, card: idOf(x, 'Summoned Skull') });
    expect(x.rules.filter((r) => r.code === 'returnsToHandInStandbyPhase')).toEqual([]);
  });

  it('a card no longer banished by then stays where it is', () => {
    let x = banishSkull(sarcophagus());
    // The banished Summoned Skull is put back at the bottom of the Deck meanwhile.
    const skull = idOf(x, 'Summoned Skull');
    x = { ...x, players: [{ ...x.players[0], banished: [], deck: [...x.players[0].deck, skull] }, x.players[1]] };
    x = endTurn(endTurn(endTurn(endTurn(x))));
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(me(x).hand).not.toContain('Summoned Skull');
    expect(x.players[0].deck.at(-1)).toBe(skull);
  });
});
