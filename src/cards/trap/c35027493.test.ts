import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Deck Devastation Virus (texts-2016): "Tribute 1 DARK monster with 2000 or more ATK; check your opponent's
 * hand, all monsters they control, and all cards they draw until the end of their 3rd turn after this card's
 * activation, and destroy all those monsters with 1500 or less ATK." (official/c35027493.lua: the drawn cards
 * are confirmed as drawn; the opponent's turn it is activated in counts as the first of the 3.)
 */

const setUp = (over: { myMonsters?: string[]; turn?: number; turnPlayer?: 0 | 1 } = {}): Duel =>
  duelOf({
    ...(over.turn !== undefined && { turn: over.turn, turnPlayer: over.turnPlayer }),
    me: { spellTraps: [{ card: 'Deck Devastation Virus', faceUp: false }], monsters: (over.myMonsters ?? ['Summoned Skull']).map((card) => ({ card })) },
    opp: {
      hand: ['Feral Imp', 'Gemini Elf', 'Pot of Greed'],
      monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }, { card: 'Gemini Elf' }, { card: 'Celtic Guardian' }],
      deck: ['Kuriboh', 'Pot of Greed', 'Kuriboh', 'Feral Imp', 'Celtic Guardian', 'Mystical Elf', 'Gemini Elf', 'Kuriboh', 'Kuriboh'],
    },
  });
const virus = (d: Duel): Duel => {
  // In the opponent's turn, their move to the Battle Phase gives the Virus's player a window.
  let x = d.turnPlayer === 1 ? play(d, { type: 'nextPhase', to: 'battle' }) : d;
  x = play(x, { type: 'activate', card: idOf(d, 'Deck Devastation Virus') });
  while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
  return passAll(x);
};

describe('Deck Devastation Virus', () => {
  it('needs a DARK monster with 2000 or more ATK to Tribute as its cost', () => {
    expect(legal(setUp({ myMonsters: ['Blue-Eyes White Dragon', 'Feral Imp'] }), 'activate')).toEqual([]);
    const d = setUp({ myMonsters: ['Summoned Skull'] });
    expect(legal(d, 'activate')).toHaveLength(1);
    const x = virus(d);
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Summoned Skull', 'Deck Devastation Virus']));
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'tributed', card: idOf(d, 'Summoned Skull') }));
  });

  it("destroys the monsters with 1500 or less ATK in the opponent's hand and on their field, face-down ones included", () => {
    const x = virus(setUp());
    expect(opp(x).hand).toEqual(['Gemini Elf', 'Pot of Greed']);
    expect(opp(x).monsters.filter((m) => m !== null).map((m) => m.name)).toEqual(['Gemini Elf']);
    expect(opp(x).graveyard).toEqual(expect.arrayContaining(['Feral Imp', 'Mystical Elf', 'Celtic Guardian']));
    expect(opp(x).graveyard).toHaveLength(3);
  });

  it('what it looks at is shown to its player only: the hand and the face-down monster, named in their log alone', () => {
    const d = setUp();
    const x = virus(d);
    const seen = x.events.find((e) => e.type === 'revealed');
    expect(seen).toMatchObject({ type: 'revealed', to: 0 });
    expect(seen?.type === 'revealed' && [...seen.cards].sort()).toEqual([d.players[1].monsters[0]!.card, ...d.players[1].hand].sort());
    const mine = viewFor(x, 0);
    expect(mine.events.find((e) => e.type === 'revealed')?.text).toContain('You looked at');
    // The hand stays hidden afterwards: no name of the cards left in it is in the activating player's view of it.
    expect(JSON.stringify(mine.players[1].hand)).not.toContain('Gemini Elf');
  });

  it("destroys each monster with 1500 or less ATK the opponent draws, through their 3rd turn after its activation", () => {
    let x = virus(setUp());
    expect(x.rules).toMatchObject([{ code: 'awaits', player: 0, lasts: { kind: 'turns', player: 1, count: 3, through: 8 } }]);
    x = endTurn(x);
    // Turn 4: the normal draw (Kuriboh) is looked at and destroyed.
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1, phase: 'main1' });
    expect(opp(x).hand).toEqual(['Gemini Elf', 'Pot of Greed']);
    expect(opp(x).graveyard).toContain('Kuriboh');
    // A draw by a card effect too: Pot of Greed draws Pot of Greed (kept) and Kuriboh (destroyed).
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Pot of Greed', 1) }));
    expect(opp(x).hand).toEqual(['Gemini Elf', 'Pot of Greed']);
    expect(opp(x).graveyard.filter((n) => n === 'Kuriboh')).toHaveLength(2);
    for (const [turn, drawn] of [[6, 'Feral Imp'], [8, 'Celtic Guardian']] as const) {
      x = endTurn(endTurn(x));
      expect(summary(x)).toMatchObject({ turn, turnPlayer: 1 });
      expect(opp(x).hand).not.toContain(drawn);
      expect(opp(x).graveyard).toContain(drawn);
    }
    // Turn 10: over; the Mystical Elf drawn stays in the hand.
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 10, turnPlayer: 1 });
    expect(opp(x).hand).toContain('Mystical Elf');
    expect(x.rules).toEqual([]);
  });

  it("activated in the opponent's turn, that turn counts as the first of the 3", () => {
    const x = virus(setUp({ turn: 4, turnPlayer: 1 }));
    expect(x.rules).toMatchObject([{ code: 'awaits', lasts: { kind: 'turns', player: 1, through: 8 } }]);
  });

  it("the Virus's player's own draws are not looked at", () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: [{ card: 'Deck Devastation Virus', faceUp: false }], monsters: [{ card: 'Summoned Skull' }], deck: ['Kuriboh', 'Kuriboh'] },
    });
    const x = endTurn(virus(d));
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(me(x).hand).toEqual(['Kuriboh']);
  });
});
