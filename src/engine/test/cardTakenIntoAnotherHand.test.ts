import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * A card taken from the other player's hand into yours (`ctx.takeIntoHand`: Exchange, "add 1 card from each
 * other's hand to their hand") is yours to play, but stays its owner's card: leaving the field it goes to its
 * owner's Graveyard (rulebook v9.1: cards go to their owner's Graveyard).
 */
describe("a card taken into another player's hand", () => {
  it('may be Normal Summoned by the player holding it, and goes to its owner\'s Graveyard when destroyed', () => {
    const d = duelOf({ me: { hand: ['Exchange', 'Fissure'] }, opp: { hand: ['Kuriboh', 'Fissure'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exchange') }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Fissure')] }));
    const kuriboh = idOf(d, 'Kuriboh', 1);
    expect(x.players[0].hand).toContain(kuriboh);
    x = passAll(play(x, { type: 'normalSummon', card: kuriboh, tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Kuriboh' });
    // Your opponent destroys it with the Fissure you gave them.
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    while (x.turnPlayer === 0) x = passAll(play(x, { type: 'pass' }));
    const fissure = idOf(d, 'Fissure', 0);
    x = passAll(play(x, { type: 'activate', card: fissure }));
    expect(opp(x).graveyard).toContain('Kuriboh');
    expect(me(x).graveyard).toEqual(['Exchange', 'Fissure']);
  });
});
