import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Nobleman of Extermination', () => {
  it('a Set Trap Card: destroyed and banished, and every copy in both Decks is banished too; both Decks shuffled', () => {
    const d = duelOf({
      me: { hand: ['Nobleman of Extermination'], spellTraps: [{ card: 'Dark Hole', faceUp: false }], deck: ['Mirror Force', 'Feral Imp'] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Ring of Magnetism', faceUp: true }], deck: ['Mirror Force', 'Uraby', 'Mirror Force'] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Extermination') });
    // Face-down Spell/Trap Cards only, either side.
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).banished).toEqual(['Mirror Force', 'Mirror Force', 'Mirror Force']);
    expect(opp(x).graveyard).toEqual([]);
    expect(me(x).banished).toEqual(['Mirror Force']);
    expect([me(x).deck, opp(x).deck]).toEqual([1, 1]);
  });

  it('a Set Spell Card: destroyed and banished, the Decks are left alone', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Extermination'] }, opp: { spellTraps: [{ card: 'Dark Hole', faceUp: false }], deck: ['Dark Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Nobleman of Extermination') }, { type: 'select', ids: [idOf(d, 'Dark Hole', 1)] }));
    expect(opp(x).banished).toEqual(['Dark Hole']);
    expect(opp(x).deck).toBe(1);
  });

  it('a target activated in answer is face-up when it resolves: nothing happens to it', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Extermination'], monsters: [{ card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }], deck: ['Compulsory Evacuation Device'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Extermination') }, { type: 'select', ids: [idOf(d, 'Compulsory Evacuation Device', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    expect(opp(x).banished).toEqual([]);
    expect(opp(x).graveyard).toEqual(['Compulsory Evacuation Device']);
    expect(opp(x).deck).toBe(1);
  });

  it('cannot be activated with no face-down Spell or Trap Card on the field', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Extermination'] }, opp: { spellTraps: [{ card: 'Ring of Magnetism', faceUp: true }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
