import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, passWindows, play } from './dsl';

/*
 * "Sent from your hand (or Deck) to your Graveyard by an opponent's card effect" (Regenerating Mummy,
 * Electric Snake, Elephant Statue of Disaster, Minar, Fear from the Dark, Despair from the Dark): the
 * `discarded` and `sentToGraveyard` events say whose card effect it was (`by`), and `sentToGraveyard`
 * says when the card came from a hand or a Deck (`from`). A discard to the hand size limit is no card
 * effect: it has no `by`.
 */
describe("a card sent from the hand or Deck says whose card effect sent it", () => {
  it("the opponent's effect discarding your card: `by` is that opponent", () => {
    const d = duelOf({ me: { hand: ['Delinquent Duo'] }, opp: { hand: ['Kuriboh'] } });
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo') }));
    expect(y.events.filter((e) => e.type === 'discarded')).toEqual([{ type: 'discarded', player: 1, card: idOf(d, 'Kuriboh', 1), by: 0 }]);
  });

  it('a discard paid as your own cost: `by` is you', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Spell Purification', faceUp: false }], hand: ['Kuriboh'] }, opp: { spellTraps: [{ card: 'Messenger of Peace', faceUp: true }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Spell Purification') });
    const y = x.flow.prompt ? play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] }) : x;
    expect(y.events).toContainEqual({ type: 'discarded', player: 0, card: idOf(d, 'Kuriboh'), by: 0 });
  });

  it('discarding down to the hand size limit in the End Phase has no `by`', () => {
    const hand = Array.from({ length: 7 }, () => 'Celtic Guardian');
    let x = passWindows(play(duelOf({ phase: 'main2', me: { hand } }), { type: 'nextPhase', to: 'end' }));
    expect(x.flow.prompt).toMatchObject({ kind: 'handSizeDiscard', player: 0 });
    x = play(x, { type: 'select', ids: [x.players[0].hand[0]!] });
    expect(x.events).toContainEqual({ type: 'discarded', player: 0, card: expect.any(String) });
    for (const e of x.events.filter((ev) => ev.type === 'discarded')) expect(e).not.toHaveProperty('by');
  });

  it("a card your effect sends from your opponent's Deck: `by` is you, `from` is 'deck'", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Vampire Lord' }] }, opp: { deck: ['Kuriboh', 'Kuriboh'] } });
    let x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Vampire Lord'), target: 'direct' }));
    x = passAll(play(x, { type: 'select', option: 'Monster' }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'sentToGraveyard', by: 0, from: 'deck' }));
  });
});
