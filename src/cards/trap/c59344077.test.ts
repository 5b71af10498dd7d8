import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Magic Drain: "When your opponent activates a Spell Card: They can discard 1 Spell Card to negate this card's effect, otherwise
// negate the activation of their Spell Card, and if you do, destroy it."
describe('Magic Drain', () => {
  const duel = (hand: string[]) => duelOf({ me: { hand: ['Pot of Greed', ...hand], deck: ['Feral Imp', 'Kuriboh', 'Celtic Guardian'] }, opp: { spellTraps: [{ card: 'Magic Drain', faceUp: false }] } });

  it('the opponent has no Spell to discard: their Spell is negated and destroyed', () => {
    const d = duel(['Kuriboh']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Magic Drain', 1) }));
    // Asked all the same (the question must not tell the other player whether they hold a Spell), with only "no" to answer.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['no'] });
    x = passAll(play(x, { type: 'select', option: 'no' }));
    expect(me(x).hand).toEqual(['Kuriboh']);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
  });

  it('they discard a Spell: Magic Drain does nothing and their Spell resolves', () => {
    const d = duel(['Dark Hole', 'Kuriboh']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Magic Drain', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Dark Hole')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    }
    x = passAll(x);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Pot of Greed']);
    expect(me(x).hand).toHaveLength(3);
    expect(opp(x).graveyard).toEqual(['Magic Drain']);
  });

  it('they may decline to discard: their Spell is negated', () => {
    const d = duel(['Dark Hole']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    x = passAll(play(passAll(play(x, { type: 'activate', card: idOf(d, 'Magic Drain', 1) })), { type: 'select', option: 'no' }));
    expect(me(x).hand).toEqual(['Dark Hole']);
  });

  it('not against your own Spells, nor a Trap', () => {
    const own = duelOf({ me: { hand: ['Pot of Greed'], spellTraps: [{ card: 'Magic Drain', faceUp: false }] } });
    expect(legal(play(own, { type: 'activate', card: idOf(own, 'Pot of Greed') }), 'activate', idOf(own, 'Magic Drain'))).toHaveLength(0);
  });
});
