import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Phoenix Wing Wind Blast (texts-2016): "Discard 1 card to target 1 card your opponent controls; return
 * that target to the top of the Deck." Returning a card to the top of the Deck (issue 32 §4).
 */

function blast(opp: Parameters<typeof duelOf>[0]['opp'], target: string): Duel {
  const d = duelOf({ me: { spellTraps: [{ card: 'Phoenix Wing Wind Blast', faceUp: false }], hand: ['Feral Imp'] }, opp });
  let x = play(d, { type: 'activate', card: idOf(d, 'Phoenix Wing Wind Blast') });
  // The cost first (the card to discard), then the target.
  while (x.flow.prompt) x = play(x, { type: 'select', ids: [x.flow.prompt.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Feral Imp')) ? idOf(d, 'Feral Imp') : idOf(d, target, 1)] });
  return passAll(x);
}

describe('Phoenix Wing Wind Blast', () => {
  it('discards 1 card as its cost, and returns the card it targets to the top of its owner\'s Deck', () => {
    const x = blast({ monsters: [{ card: 'Summoned Skull' }] }, 'Summoned Skull');
    expect(me(x).graveyard).toEqual(['Feral Imp', 'Phoenix Wing Wind Blast']);
    expect(opp(x).monsters.every((s) => s === null)).toBe(true);
    expect(x.players[1].deck[0]).toBe(idOf(x, 'Summoned Skull', 1));
    expect(x.events).toContainEqual({ type: 'returnedToDeck', card: idOf(x, 'Summoned Skull', 1), by: 0, controller: 1 });
  });

  it('targets any card the opponent controls: a Set Spell or Trap too', () => {
    const x = blast({ spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, 'Mirror Force');
    expect(x.players[1].deck[0]).toBe(idOf(x, 'Mirror Force', 1));
  });

  it('a Fusion Monster goes back to the Extra Deck instead', () => {
    const x = blast({ monsters: [{ card: 'Thousand Dragon' }] }, 'Thousand Dragon');
    expect(opp(x).extra).toContain('Thousand Dragon');
    expect(x.players[1].deck).not.toContain(idOf(x, 'Thousand Dragon', 1));
  });

  it('cannot be activated with no card in your hand to discard, nor with no card your opponent controls', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Phoenix Wing Wind Blast', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Phoenix Wing Wind Blast', faceUp: false }], hand: ['Feral Imp'] } }), 'activate')).toEqual([]);
  });
});
