import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Nobleman of Extermination: "Select, destroy, and remove from play 1 face-down Spell or Trap Card. If it was a Trap Card, both players must remove from play all copies of that card from their Decks."
describe('Nobleman of Extermination', () => {
  it('a Set Trap: destroyed and banished, and every copy in both Decks banished', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Extermination'], deck: ['Mirror Force', 'Feral Imp'] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Dark Hole', faceUp: true }], deck: ['Mirror Force', 'Kuriboh'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Extermination') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(opp(x).banished).toEqual(['Mirror Force', 'Mirror Force']);
    expect(me(x).banished).toEqual(['Mirror Force']);
    expect([me(x).deck, opp(x).deck]).toEqual([1, 1]);
    expect(opp(x).graveyard).toEqual([]);
  });
  it('a Set Spell: destroyed and banished only', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Extermination'], deck: ['Dark Hole'] }, opp: { spellTraps: [{ card: 'Dark Hole', faceUp: false }], deck: ['Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Extermination') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(opp(x).banished).toEqual(['Dark Hole']);
    expect([me(x).deck, opp(x).deck]).toEqual([1, 1]);
  });
  it('no Set Spell or Trap Card: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Nobleman of Extermination'] }, opp: { spellTraps: [{ card: 'Dark Hole', faceUp: true }] } }), 'activate')).toHaveLength(0);
  });
});
