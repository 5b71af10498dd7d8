import { describe, expect, it } from 'vitest';
import { summary, viewFor } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

/*
 * Sangan and Witch of the Black Forest (current errata): sent from the field to the Graveyard, they
 * add a monster from the Deck (1500 or less ATK / DEF), that name is locked for the rest of the turn,
 * and each searcher's effect works once per turn by name. Mandatory: nobody is asked "activate?".
 */

// ATK/DEF: Summoned Skull 2500/1200, Mystical Elf 800/2000, Dark Magician 2500/2100, Feral Imp 1300/1400.
const DECK = ['Summoned Skull', 'Mystical Elf', 'Dark Magician', 'Feral Imp', 'Dark Hole'];

describe.each([
  ['Sangan', 'ATK', ['Mystical Elf', 'Feral Imp']],
  ['Witch of the Black Forest', 'DEF', ['Summoned Skull', 'Feral Imp']],
] as const)('%s', (searcher, stat, fits) => {
  it(`destroyed by battle: adds a monster with 1500 or less ${stat} from the Deck to the hand (no "you can" question)`, () => {
    const d = duelOf({ me: { monsters: [{ card: searcher }], deck: [...DECK] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, searcher), target: idOf(d, 'Blue-Eyes White Dragon', 1) });
    expect(me(x).graveyard).toEqual([searcher]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(fits.map((n) => idOf(d, n)).sort());
    x = play(x, { type: 'select', ids: [idOf(d, fits[0])] });
    expect(me(x).hand).toEqual([fits[0]]);
    expect(me(x).deck).toBe(DECK.length - 1);
    expect(summary(x).chain).toEqual([]);
  });

  it("works for either player: the opponent's copy destroyed on my turn searches the opponent's Deck", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: searcher }], deck: [...DECK] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, searcher, 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = play(x, { type: 'select', ids: [idOf(d, fits[1], 1)] });
    expect(opp(x).hand).toEqual([fits[1]]);
    expect(me(x).hand).toEqual([]);
  });

  it('Tributed for a Tribute Summon: it was sent from the field, so it searches', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: searcher }], deck: ['Feral Imp'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, searcher)] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp')] });
    expect(me(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] })).hand).toEqual(['Feral Imp']);
  });

  it('discarded from the hand: not from the field, no search', () => {
    const d = duelOf({ me: { hand: ['Graceful Charity', searcher], deck: ['Dark Magician', 'Blue-Eyes White Dragon', 'Summoned Skull', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity') });
    // Graceful Charity: draw 3, then discard 2 (the searcher and Dark Magician).
    x = play(x, { type: 'select', ids: [idOf(d, searcher)] }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician', 'Graceful Charity', searcher].sort());
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand.sort()).toEqual(['Blue-Eyes White Dragon', 'Summoned Skull']);
    expect(me(x).deck).toBe(1);
  });

  it('once per turn by name: a second copy sent to the Graveyard later that turn does not search', () => {
    const d = duelOf({ me: { monsters: [{ card: searcher }, { card: searcher }], deck: ['Feral Imp', 'Feral Imp', 'Dark Hole'] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const [first, second] = idsOf(d, searcher);
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: first!, target: idOf(d, 'Blue-Eyes White Dragon', 1) });
    x = play(x, { type: 'select', ids: [idsOf(d, 'Feral Imp')[0]!] });
    expect(me(x).hand).toEqual(['Feral Imp']);
    x = play(x, { type: 'attack', card: second!, target: idOf(d, 'Blue-Eyes White Dragon', 1) });
    expect(me(x).graveyard).toEqual([searcher, searcher]);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual(['Feral Imp']);
    // The next turn it works again.
    const later = duelOf({ turn: 4, me: { graveyard: [searcher], monsters: [{ card: searcher }], deck: ['Feral Imp'] }, opp: { hand: ['Dark Hole'] }, turnPlayer: 1 });
    expect(play(later, { type: 'activate', card: idOf(later, 'Dark Hole', 1) }).flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
  });

  it('once per turn by name: two copies destroyed together, only one effect activates', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: searcher }, { card: searcher }], deck: ['Feral Imp', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    // Two searchers set off at once: the player orders them, then the first one searches.
    while (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.every((c) => idsOf(d, searcher).includes(c))) x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = play(x, { type: 'select', ids: [idsOf(d, 'Feral Imp')[0]!] });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(me(x).deck).toBe(1);
  });
  it('the name lock also stops a Trigger effect of the searched name this turn', () => {
    const other = searcher === 'Sangan' ? 'Witch of the Black Forest' : 'Sangan';
    // Sangan's ATK and the Witch's DEF both fit each other's search (1000 / 1200).
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: searcher }, { card: other }], deck: [other, 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    // Both trigger; resolve the searcher first (the last link resolves first: put it on the Chain second).
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.length === 2 && x.flow.prompt.reason.includes('Chain')) x = play(x, { type: 'select', ids: [idOf(d, other)] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toContain(idsOf(d, other)[1]);
    // The searcher resolves: add the other name's second copy; that name is now locked this turn.
    x = play(x, { type: 'select', ids: [idsOf(d, other)[1]!] });
    // The other card's own effect, already on the Chain, still resolves (the lock stops activations, not resolutions).
    expect(me(x).hand).toContain(other);
    // Later that turn, a new trigger of the locked name does not activate.
    const later = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: other }], deck: ['Feral Imp'] } });
    const locked = { ...later, rules: [{ code: 'noActivationsOfName' as const, player: 0 as const, passcode: later.cards[idOf(later, other)]!.passcode, lasts: { kind: 'thisTurn' as const, turn: later.turn } }] };
    const y = play(locked, { type: 'activate', card: idOf(later, 'Dark Hole') });
    expect(y.flow.prompt).toBeNull();
    expect(me(y).hand).toEqual([]);
  });

  it('the searched name is locked: Kuriboh fetched this turn cannot be activated this turn', () => {
    // The opponent's Summoned Skull destroys my searcher; I fetch Kuriboh; their Feral Imp then attacks directly.
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: searcher, position: 'defense' }], deck: ['Kuriboh', 'Dark Magician'] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, searcher) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    expect(me(x).hand).toEqual(['Kuriboh']);
    x = play(x, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: 'direct' });
    while (x.flow.window) {
      expect(legal(x, 'activate')).toEqual([]);
      x = play(x, { type: 'pass' });
    }
    expect(me(x).lp).toBe(8000 - 1300);
    expect(me(x).hand).toEqual(['Kuriboh']);
  });
});

/*
 * GOAT (April 2005): the cards as printed before the 2015 errata, "When this card is sent from the
 * field to the Graveyard, add 1 monster with 1500 or less ATK (DEF) from your Deck to your hand"
 * (EDOPro goat/c504700178.lua, c504700144.lua): no once per turn and no name lock.
 */
describe.each([
  ['Sangan', ['Mystical Elf', 'Feral Imp']],
  ['Witch of the Black Forest', ['Summoned Skull', 'Feral Imp']],
] as const)('%s in a GOAT duel (as printed in 2005)', (searcher, fits) => {
  it('no once per turn: two copies destroyed together both search', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Dark Hole'], monsters: [{ card: searcher }, { card: searcher }], deck: ['Feral Imp', 'Feral Imp', 'Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    while (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.every((c) => idsOf(d, searcher).includes(c))) x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = play(x, { type: 'select', ids: [idsOf(d, 'Feral Imp')[0]!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idsOf(d, 'Feral Imp')[1]] });
    x = play(x, { type: 'select', ids: [idsOf(d, 'Feral Imp')[1]!] });
    expect(me(x).hand).toEqual(['Feral Imp', 'Feral Imp']);
    expect(me(x).deck).toBe(1);
  });

  it('no once per turn: a second copy sent to the Graveyard later that turn searches too', () => {
    const d = duelOf({ format: 'goat', me: { monsters: [{ card: searcher }, { card: searcher }], deck: [...fits, 'Dark Hole'] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const [first, second] = idsOf(d, searcher);
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: first!, target: idOf(d, 'Blue-Eyes White Dragon', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, fits[0])] });
    x = play(x, { type: 'attack', card: second!, target: idOf(d, 'Blue-Eyes White Dragon', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, fits[1])] });
    expect(me(play(x, { type: 'select', ids: [idOf(d, fits[1])] })).hand).toEqual([...fits]);
  });

  it('no name lock: Kuriboh fetched this turn can be activated the same turn', () => {
    const d = duelOf({
      format: 'goat',
      turnPlayer: 1,
      me: { monsters: [{ card: searcher, position: 'defense' }], deck: ['Kuriboh', 'Dark Magician'] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, searcher) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = play(x, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: 'direct' });
    let offered = false;
    while (x.flow.window && !offered) {
      offered = legal(x, 'activate', idOf(d, 'Kuriboh')).length > 0;
      if (!offered) x = play(x, { type: 'pass' });
    }
    expect(offered).toBe(true);
  });

  it("plays the 2005 card's text in a GOAT duel, the current one elsewhere (one card)", () => {
    const text = (format: 'goat' | 'advanced'): string => {
      const card = viewFor(duelOf({ format, me: { hand: [searcher] } }), 0).players[0].hand[0];
      return card && 'text' in card ? card.text : '';
    };
    expect(text('goat')).toMatch(/add 1 monster with 1500 or less (ATK|DEF) from your Deck to your hand/);
    expect(text('goat')).not.toMatch(/once/i);
    expect(text('advanced')).toMatch(/only once per turn/);
  });
});
