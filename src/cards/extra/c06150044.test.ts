import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Arcana Knight Joker (texts-2016): ""Queen's Knight" + "Jack's Knight" + "King's Knight" / A Fusion Summon of this
 * card can only be done with the above Fusion Material Monsters. Once per turn, during either player's turn, if this
 * face-up card on the field is targeted by a Spell Card, Trap Card, or monster effect: You can discard the same type of
 * card (Spell, Trap, or Monster Card); negate the effect."
 */

const JOKER = 'Arcana Knight Joker';
const KNIGHTS = ["Queen's Knight", "Jack's Knight", "King's Knight"];

/** The opponent's turn (player 1), player 0 holding Joker on the field and `hand`; the opponent holds `theirs`. */
const facing = (hand: string[], theirs: string[], oppMonsters: string[] = []): Duel =>
  duelOf({ turnPlayer: 1, me: { hand, monsters: [{ card: JOKER }] }, opp: { hand: theirs, monsters: oppMonsters.map((card) => ({ card })) } });

/** The opponent activates `card` targeting Joker (its first target prompt). */
function targetJoker(d: Duel, card: string): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, card, 1) });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, JOKER)] });
  return x;
}

describe('Arcana Knight Joker', () => {
  it('is Fusion Summoned from "Queen\'s Knight" + "Jack\'s Knight" + "King\'s Knight", and not with one missing', () => {
    const d = duelOf({ me: { hand: ['Polymerization', ...KNIGHTS], extra: [JOKER], deck: FILLER() } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    while (x.flow.prompt || x.flow.window) x = play(x, legal(x, 'select')[0] ?? legal(x, 'pass')[0]!);
    expect(me(x).monsters[0]).toMatchObject({ name: JOKER, atk: 3800, def: 2500 });
    expect(me(x).graveyard.sort()).toEqual([...KNIGHTS, 'Polymerization'].sort());
    const missing = duelOf({ me: { hand: ['Polymerization', "Queen's Knight", "Jack's Knight", 'Feral Imp'], extra: [JOKER] } });
    expect(legal(missing, 'activate')).toEqual([]);
  });

  it('targeted by a Spell Card: discard a Spell Card to negate its effect (Book of Moon does nothing)', () => {
    const d = facing(['Dark Hole', 'Trap Hole', 'Celtic Guardian'], ['Book of Moon']);
    let x = targetJoker(d, 'Book of Moon');
    const joker = legal(x, 'activate', idOf(d, JOKER));
    expect(joker).toHaveLength(1);
    x = play(x, joker[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Hole')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: JOKER, faceUp: true, position: 'attack' });
    expect(me(x).graveyard).toEqual(['Dark Hole']);
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
    expect(x.events.some((e) => e.type === 'effectNegated' && e.card === idOf(d, 'Book of Moon', 1))).toBe(true);
  });

  it('targeted by a monster effect: a monster card is discarded; with only other kinds in the hand, it cannot', () => {
    const d = facing(['Celtic Guardian'], [], ['Exiled Force']);
    let x = targetJoker(d, 'Exiled Force');
    x = passAll(play(x, legal(x, 'activate', idOf(d, JOKER))[0]!, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: JOKER });
    expect(opp(x).graveyard).toEqual(['Exiled Force']);
    const wrongKind = facing(['Dark Hole', 'Trap Hole'], [], ['Exiled Force']);
    expect(legal(targetJoker(wrongKind, 'Exiled Force'), 'activate', idOf(wrongKind, JOKER))).toEqual([]);
  });

  it('targeted by a Trap Card: a Trap Card is discarded (Shadow Spell does nothing)', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Trap Hole', 'Dark Hole'], monsters: [{ card: JOKER }] }, opp: { spellTraps: [{ card: 'Shadow Spell', faceUp: false }] } });
    let x = targetJoker(d, 'Shadow Spell');
    x = play(x, legal(x, 'activate', idOf(d, JOKER))[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Trap Hole')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Trap Hole')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: JOKER, atk: 3800 });
    expect(me(x).graveyard).toEqual(['Trap Hole']);
    expect(x.events.some((e) => e.type === 'effectNegated' && e.card === idOf(d, 'Shadow Spell', 1))).toBe(true);
  });

  it('not for an effect that does not target it (Dark Hole), and once per turn', () => {
    const d = facing(['Dark Hole', 'Mystical Space Typhoon'], ['Dark Hole', 'Book of Moon', 'Book of Moon']);
    expect(legal(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }), 'activate', idOf(d, JOKER))).toEqual([]);
    let x = targetJoker(d, 'Book of Moon');
    x = passAll(play(x, legal(x, 'activate', idOf(d, JOKER))[0]!, { type: 'select', ids: [idOf(d, 'Dark Hole')] }));
    const second = d.players[1].hand.filter((c) => c !== idOf(d, 'Book of Moon', 1) && d.cards[c]!.passcode === d.cards[idOf(d, 'Book of Moon', 1)]!.passcode)[0]!;
    x = play(x, { type: 'activate', card: second });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, JOKER)] });
    expect(legal(x, 'activate', idOf(d, JOKER))).toEqual([]);
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: JOKER, faceUp: false });
  });
});
