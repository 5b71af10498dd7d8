import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Magical Marionette: "Each time a Spell Card is activated, place 1 Spell Counter on this card. This card gains
// 200 ATK for each Spell Counter on it. You can remove 2 Spell Counters from this card to destroy 1 monster on the field."
describe('Magical Marionette', () => {
  it('a Spell Card resolving places 1 Spell Counter, with no limit: +200 ATK each', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], monsters: [{ card: 'Magical Marionette', counters: 4 }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(x).monsters[0]).toMatchObject({ counters: 5, atk: 3000 });
  });
  it("the opponent's Spell counts too", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Magical Marionette' }] }, opp: { hand: ['Pot of Greed'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ counters: 1, atk: 2200 });
  });
  it('a Trap Card does not', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Magical Marionette' }], spellTraps: [{ card: 'Waboku', faceUp: false }] } });
    const x = passAll(play(d, legal(d, 'activate').find((a) => a.card === idOf(d, 'Waboku'))!));
    expect(me(x).graveyard).toEqual(['Waboku']);
    expect(me(x).monsters[0]).toMatchObject({ counters: 0, atk: 2000 });
  });
  it('remove 2 Spell Counters: destroys the targeted monster; with 1 counter it cannot', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Magical Marionette', counters: 3 }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Magical Marionette'), effect: 2 });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect([...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Magical Marionette'), idOf(d, 'Summoned Skull', 1)].sort());
      x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    }
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters[0]).toMatchObject({ counters: 1, atk: 2200 });
    expect(legal(x, 'activate', idOf(d, 'Magical Marionette'))).toHaveLength(0);
  });
});
