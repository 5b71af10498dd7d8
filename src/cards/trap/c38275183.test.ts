import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Spell Shield Type-8: "Activate 1 of these effects. / ● When a Spell Card is activated that targets exactly 1 monster on the field:
// Negate the activation, and if you do, destroy it. / ● When a Spell Card is activated: Send 1 Spell Card from your hand to the
// Graveyard; negate the activation, and if you do, destroy it."
describe('Spell Shield Type-8', () => {
  it('a Spell targeting 1 monster on the field: negated and destroyed, at no cost', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Spell Shield Type-8', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Rush Recklessly') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(legal(x, 'activate', idOf(d, 'Spell Shield Type-8', 1)).map((a) => a.type === 'activate' && a.effect)).toEqual([0]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Spell Shield Type-8', 1), effect: 0 }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300 });
    expect(me(x).graveyard).toEqual(['Rush Recklessly']);
    expect(opp(x).graveyard).toEqual(['Spell Shield Type-8']);
  });
  it('any Spell: send a Spell from your hand to the Graveyard to negate and destroy it', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { hand: ['Dark Hole', 'Kuriboh'], spellTraps: [{ card: 'Spell Shield Type-8', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    // Pot of Greed targets nothing: only the second effect, paid with a Spell (Kuriboh will not do).
    expect(legal(x, 'activate', idOf(d, 'Spell Shield Type-8', 1)).map((a) => a.type === 'activate' && a.effect)).toEqual([1]);
    x = play(x, { type: 'activate', card: idOf(d, 'Spell Shield Type-8', 1), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Dark Hole', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole', 1)] });
    }
    x = passAll(x);
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
    expect(opp(x).graveyard.sort()).toEqual(['Dark Hole', 'Spell Shield Type-8']);
  });
  it('no Spell in hand and the Spell targets no monster: cannot be activated', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { hand: ['Kuriboh'], spellTraps: [{ card: 'Spell Shield Type-8', faceUp: false }] } });
    expect(legal(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }), 'activate', idOf(d, 'Spell Shield Type-8', 1))).toHaveLength(0);
  });
});
