import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Union Hangar (texts-2016): "When this card is activated: You can add 1 LIGHT Machine-Type Union monster from your Deck
 * to your hand. Once per turn, if a LIGHT Machine-Type Union monster(s) is Normal or Special Summoned to your field: You
 * can target 1 of those monsters; equip from your Deck to that monster 1 appropriate LIGHT Machine-Type Union monster
 * with a different name from that monster, but that Union monster cannot be Special Summoned this turn. You can only
 * activate 1 "Union Hangar" per turn."
 */
describe('Union Hangar', () => {
  const field = { card: 'Union Hangar', faceUp: true };

  it('as it is activated: you can add a LIGHT Machine Union monster from your Deck to your hand', () => {
    const d = duelOf({ me: { hand: ['Union Hangar'], deck: ['Celtic Guardian', 'B-Buster Drake', 'X-Head Cannon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Union Hangar') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Only the Union monster is offered (X-Head Cannon is a LIGHT Machine, not a Union).
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'B-Buster Drake')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'B-Buster Drake')] });
    }
    x = passAll(x);
    expect(me(x).hand).toContain('B-Buster Drake');
    const no = passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, 'Union Hangar') })), { type: 'select', option: 'no' }));
    expect(me(no).hand).not.toContain('B-Buster Drake');
    expect(me(no).field).toMatchObject({ name: 'Union Hangar', faceUp: true });
  });

  it('only 1 "Union Hangar" may be activated per turn', () => {
    const d = duelOf({ me: { hand: ['Union Hangar', 'Union Hangar'], deck: ['Celtic Guardian'] } });
    const [first, second] = idsOf(d, 'Union Hangar');
    expect(legal(d, 'activate', second!)).toHaveLength(1);
    const x = passAll(play(d, { type: 'activate', card: first! }));
    expect(me(x).field).toMatchObject({ name: 'Union Hangar' });
    expect(legal(x, 'activate', second!)).toEqual([]);
  });

  it('a LIGHT Machine Union monster Normal Summoned: equip from your Deck a Union of another name, which cannot be Special Summoned this turn', () => {
    const d = duelOf({ me: { field, hand: ['A-Assault Core'], deck: ['A-Assault Core', 'B-Buster Drake', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'A-Assault Core'), tributes: [] }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    const summoned = me(x).monsters[0];
    expect(summoned).toMatchObject({ name: 'A-Assault Core' });
    while (x.flow.prompt?.kind === 'chooseCard') {
      // The only Union of another name in the Deck is B-Buster Drake (the other A-Assault Core has the same name).
      const cards = x.flow.prompt.cards;
      expect(cards.length).toBe(1);
      x = play(x, { type: 'select', ids: [cards[0]!] });
    }
    x = passAll(x);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'B-Buster Drake', faceUp: true });
    expect(x.players[0].spellTraps[0]).toMatchObject({ equippedTo: x.players[0].monsters[0]!.card });
    // It cannot be Special Summoned this turn: its unequip is not offered.
    expect(legal(x, 'activate', idOf(d, 'B-Buster Drake'))).toEqual([]);
  });

  it('a Union equipped the ordinary way may unequip (the control case)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'B-Buster Drake', faceUp: true, equippedTo: 0 }] } });
    expect(legal(d, 'activate', idOf(d, 'B-Buster Drake')).length).toBeGreaterThan(0);
  });

  it('not for a monster that is no Union, nor with no fitting Union in the Deck', () => {
    const notUnion = duelOf({ me: { field, hand: ['X-Head Cannon'], deck: ['B-Buster Drake'] } });
    const x = passAll(play(notUnion, { type: 'normalSummon', card: idOf(notUnion, 'X-Head Cannon'), tributes: [] }));
    expect(x.flow.prompt).toBeNull();
    const sameName = duelOf({ me: { field, hand: ['B-Buster Drake'], deck: ['B-Buster Drake', 'Celtic Guardian'] } });
    const y = passAll(play(sameName, { type: 'normalSummon', card: idOf(sameName, 'B-Buster Drake'), tributes: [] }));
    expect(y.flow.prompt).toBeNull();
  });
});
