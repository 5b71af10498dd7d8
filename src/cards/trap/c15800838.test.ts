import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Mind Crush (texts-2016): "Declare 1 card name; if that card is in your opponent's hand, they must discard
 * all copies of it, otherwise you discard 1 random card." Not activated while either player has no card in
 * hand (the card's rulings). The names offered are those the declaring player knows of (library.ts
 * `knownCardNames`, src/engine/README.md "Declaring a card name").
 */
const SET = [{ card: 'Mind Crush', faceUp: false }];

function crush(opts: { myHand?: string[]; myDeck?: string[]; oppHand?: string[]; oppGraveyard?: string[]; oppSpellTraps?: { card: string; faceUp?: boolean }[]; seed?: number } = {}): Duel {
  const d = duelOf({
    seed: opts.seed ?? 1,
    me: { spellTraps: SET, hand: opts.myHand ?? ['Kuriboh', 'Feral Imp', 'Fissure'], deck: opts.myDeck ?? ['Sangan', 'Celtic Guardian', 'Celtic Guardian'] },
    opp: { hand: opts.oppHand ?? ['Sangan', 'Pot of Greed', 'Sangan'], graveyard: opts.oppGraveyard ?? [], spellTraps: opts.oppSpellTraps ?? [] },
  });
  return play(d, { type: 'activate', card: idOf(d, 'Mind Crush') });
}
const options = (d: Duel): readonly string[] => (d.flow.prompt?.kind === 'chooseOption' ? d.flow.prompt.options : []);

describe('Mind Crush', () => {
  it('declaring a name your opponent holds: they discard every copy of it from their hand', () => {
    const x = crush();
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, reason: 'Declare a card name' });
    const y = passAll(play(x, { type: 'select', option: 'Sangan' }));
    expect(opp(y).hand).toEqual(['Pot of Greed']);
    expect(opp(y).graveyard.sort()).toEqual(['Sangan', 'Sangan']);
    expect(me(y).hand).toHaveLength(3);
    expect(me(y).graveyard).toEqual(['Mind Crush']);
    expect(y.events.filter((e) => e.type === 'discarded')).toEqual([
      expect.objectContaining({ player: 1, by: 0 }), expect.objectContaining({ player: 1, by: 0 }),
    ]);
  });

  it('the declared name is kept with the Chain Link, seen by both players before they respond', () => {
    // The opponent holds a Set Dust Tornado, so they get a window to respond.
    const x = play(crush({ oppSpellTraps: [{ card: 'Dust Tornado', faceUp: false }] }), { type: 'select', option: 'Sangan' });
    expect(x.flow.window).not.toBeNull();
    expect(x.flow.chain).toEqual([expect.objectContaining({ declared: 'Sangan' })]);
    expect(JSON.stringify(viewFor(x, 1).chain)).toContain('Sangan');
  });

  it('declaring a name your opponent does not hold: you discard 1 card from your hand at random, chosen by the duel\'s generator', () => {
    const discarded = (seed: number): string[] => me(passAll(play(crush({ seed }), { type: 'select', option: 'Celtic Guardian' }))).graveyard.filter((n) => n !== 'Mind Crush');
    const y = passAll(play(crush(), { type: 'select', option: 'Celtic Guardian' }));
    expect(opp(y).hand).toHaveLength(3);
    expect(me(y).hand).toHaveLength(2);
    expect(discarded(3)).toEqual(discarded(3));
    expect(discarded(3)).toHaveLength(1);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => discarded(s)[0])).size).toBeGreaterThan(1);
  });

  it('offers the names you know of: your own cards and the opponent\'s face-up and Graveyard cards, never their hidden hand or Set cards', () => {
    const x = crush({ oppHand: ['Pot of Greed', 'Jinzo'], oppGraveyard: ['Dark Hole'], oppSpellTraps: [{ card: 'Trap Hole', faceUp: false }, { card: 'Messenger of Peace', faceUp: true }] });
    expect(options(x)).toEqual(['Celtic Guardian', 'Dark Hole', 'Feral Imp', 'Fissure', 'Kuriboh', 'Messenger of Peace', 'Mind Crush', 'Sangan']);
    // The legal actions are those names, one each: the list stays small.
    expect(legal(x, 'select')).toHaveLength(8);
    // Your view (with its prompt) says nothing of the opponent's hidden hand.
    expect(JSON.stringify(viewFor(x, 0))).not.toContain('Jinzo');
  });

  it('cannot be activated while your hand or your opponent\'s hand is empty', () => {
    const none = (myHand: string[], oppHand: string[]): unknown[] => {
      const d = duelOf({ me: { spellTraps: SET, hand: myHand }, opp: { hand: oppHand } });
      return legal(d, 'activate', idOf(d, 'Mind Crush'));
    };
    expect(none([], ['Sangan'])).toEqual([]);
    expect(none(['Kuriboh'], [])).toEqual([]);
    expect(none(['Kuriboh'], ['Sangan'])).toHaveLength(1);
  });

  it('with 1 card in your hand and the name missed, that card is discarded', () => {
    const x = crush({ myHand: ['Kuriboh'] });
    const y = passAll(play(x, { type: 'select', option: 'Celtic Guardian' }));
    expect(me(y).hand).toEqual([]);
    expect(me(y).graveyard.sort()).toEqual(['Kuriboh', 'Mind Crush']);
  });
});
