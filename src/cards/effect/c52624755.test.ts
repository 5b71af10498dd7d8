import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from '../../engine/test/dsl';

// Peten the Dark Clown: "When this card is sent to your Graveyard, you can remove from play this card from the Graveyard to Special Summon 1 "Peten the Dark Clown" from your hand or Deck."
describe('Peten the Dark Clown', () => {
  const destroyed = (deck: string[], hand: string[] = []) => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Peten the Dark Clown' }], deck, hand }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    return { d, x: passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Peten the Dark Clown') })) };
  };
  it('sent to the Graveyard: banish it to Special Summon another Peten from the Deck', () => {
    const { x: y } = destroyed(['Peten the Dark Clown', 'Feral Imp']);
    let x = play(y, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).banished).toEqual(['Peten the Dark Clown']);
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Peten the Dark Clown', position: 'defense' });
  });
  it('from the hand too, and when discarded', () => {
    const d = duelOf({ me: { hand: ['Peten the Dark Clown', 'Peten the Dark Clown', 'Tribute to the Doomed'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed') });
    // Tribute to the Doomed's cost: discard a Peten.
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Peten the Dark Clown' });
    expect(me(x).hand).toEqual([]);
  });
  it('no other Peten in the hand or Deck: not offered', () => {
    const { x } = destroyed(['Feral Imp']);
    expect(x.flow.prompt).toBeNull();
    expect(legal(x, 'activate')).toHaveLength(0);
  });
});
