import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Dark Magical Circle (texts-2016): "When this card is activated: Look at the top 3 cards of your Deck,
 * then you can reveal 1 "Dark Magician" or 1 Spell/Trap Card that specifically lists the card "Dark
 * Magician", among them, and add it to your hand, also place the remaining cards on top of your Deck in
 * any order. If "Dark Magician" is Normal or Special Summoned to your field (except during the Damage
 * Step): You can target 1 card your opponent controls; banish it. You can only use each effect of "Dark
 * Magical Circle" once per turn." Looking at and ordering the top of the Deck; a Trigger of a face-up
 * Spell (issue 32 §4).
 */
const DECK = ['Feral Imp', 'Thousand Knives', 'Dark Magician', 'Kuriboh', 'Fissure'];

const select = (d: Duel, id: string): Duel => play(d, { type: 'select', ids: [id] });
const option = (d: Duel, o: string): Duel => play(d, { type: 'select', option: o });

describe('Dark Magical Circle: its activation', () => {
  it('looks at the top 3 cards; adds "Dark Magician" (or a Spell/Trap that lists it) to the hand; the others go back on top in the order chosen', () => {
    const d = duelOf({ me: { hand: ['Dark Magical Circle'], deck: DECK } });
    let x = option(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Magical Circle') })), 'yes');
    // Dark Magician and Thousand Knives (a Spell that lists it) may be taken; Feral Imp may not.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Thousand Knives'), idOf(d, 'Dark Magician')].sort());
    x = select(x, idOf(d, 'Thousand Knives'));
    // The 2 left: which goes on top.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Dark Magician')].sort());
    x = passAll(select(x, idOf(d, 'Dark Magician')));
    expect(me(x).hand).toEqual(['Thousand Knives']);
    expect(x.events).toContainEqual({ type: 'addedToHand', player: 0, card: idOf(d, 'Thousand Knives'), fromDeck: true });
    // Looked at by you alone.
    expect(x.events).toContainEqual({ type: 'revealed', cards: [idOf(d, 'Feral Imp'), idOf(d, 'Thousand Knives'), idOf(d, 'Dark Magician')], to: 0 });
    expect(x.players[0].deck.slice(0, 3)).toEqual([idOf(d, 'Dark Magician'), idOf(d, 'Feral Imp'), idOf(d, 'Kuriboh')]);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Dark Magical Circle', faceUp: true });
  });

  it('declining the card (it is optional), the 3 cards go back on top in the order chosen', () => {
    const d = duelOf({ me: { hand: ['Dark Magical Circle'], deck: DECK } });
    let x = option(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Magical Circle') })), 'no');
    x = select(x, idOf(d, 'Dark Magician'));
    x = passAll(select(x, idOf(d, 'Thousand Knives')));
    expect(me(x).hand).toEqual([]);
    expect(x.players[0].deck.slice(0, 4)).toEqual([idOf(d, 'Dark Magician'), idOf(d, 'Thousand Knives'), idOf(d, 'Feral Imp'), idOf(d, 'Kuriboh')]);
  });

  it('with nothing that fits among them, nothing is offered: only the order is chosen', () => {
    const d = duelOf({ me: { hand: ['Dark Magical Circle'], deck: ['Feral Imp', 'Kuriboh', 'Fissure', 'Dark Magician'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Magical Circle') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(3);
  });

  it("the cards looked at stay hidden from the opponent, in the log and in the prompt", () => {
    const d = duelOf({ me: { hand: ['Dark Magical Circle'], deck: DECK } });
    const x = option(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Magical Circle') })), 'no');
    expect(JSON.stringify(viewFor(x, 1))).not.toContain('Feral Imp');
    expect(JSON.stringify(viewFor(x, 0))).toContain('Feral Imp');
  });

  it('needs 3 cards in the Deck, and only 1 "Dark Magical Circle" may be activated per turn', () => {
    const thin = duelOf({ me: { hand: ['Dark Magical Circle'], deck: ['Feral Imp', 'Kuriboh'] } });
    expect(legal(thin, 'activate', idOf(thin, 'Dark Magical Circle'))).toEqual([]);
    const two = duelOf({ me: { hand: ['Dark Magical Circle', 'Dark Magical Circle'], deck: DECK } });
    let x = option(passAll(play(two, { type: 'activate', card: idOf(two, 'Dark Magical Circle') })), 'no');
    while (x.flow.prompt) x = select(x, (x.flow.prompt as { cards: readonly string[] }).cards[0]!);
    x = passAll(x);
    const second = me(x).hand.includes('Dark Magical Circle') ? x.players[0].hand.find((c) => c !== idOf(two, 'Dark Magical Circle'))! : '';
    expect(legal(x, 'activate', second)).toEqual([]);
  });
});

describe('Dark Magical Circle: "Dark Magician" Summoned to your field', () => {
  const DECK = ['Feral Imp', 'Kuriboh', 'Fissure', 'Waboku'];
  const circle = (extra: Partial<Parameters<typeof duelOf>[0]> = {}) =>
    duelOf({
      me: { hand: ['Monster Reborn', 'Monster Reborn'], graveyard: ['Dark Magician', 'Summoned Skull'], spellTraps: [{ card: 'Dark Magical Circle', faceUp: true }], deck: DECK },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
      ...extra,
    });
  const reborn = (d: Duel, which: string, copy = 0): Duel => {
    let x = play(d, { type: 'activate', card: d.players[0].hand[copy]! });
    if (x.flow.prompt?.kind === 'chooseCard') x = select(x, idOf(d, which));
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(option(x, 'attack'));
    return x;
  };

  it('Special Summoned: you can target 1 card your opponent controls (a monster or a Set card) and banish it', () => {
    const d = circle();
    let x = reborn(d, 'Dark Magician');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = option(x, 'yes');
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(select(x, idOf(d, 'Mirror Force', 1)));
    expect(opp(x).banished).toEqual(['Mirror Force']);
    expect(opp(x).spellTraps[0]).toBeNull();
  });

  it('is optional (declined, it is not used up), and once per turn', () => {
    const two = (): Duel => circle({
      me: { hand: ['Monster Reborn', 'Premature Burial'], lp: 8000, graveyard: ['Dark Magician', 'Dark Magician'], spellTraps: [{ card: 'Dark Magical Circle', faceUp: true }], deck: DECK },
    });
    const summon = (d: Duel, card: string, dm: string): Duel => {
      let x = play(d, { type: 'activate', card });
      while (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(dm)) x = select(x, dm);
      x = passAll(x);
      if (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(option(x, 'attack'));
      return x;
    };
    const d = two();
    const dms = d.players[0].graveyard;
    // Declined the first time: the second "Dark Magician" Summoned this turn sets it off again.
    let x = passAll(option(summon(d, idOf(d, 'Monster Reborn'), dms[0]!), 'no'));
    x = summon(x, idOf(d, 'Premature Burial'), dms[1]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(select(option(x, 'yes'), idOf(d, 'Celtic Guardian', 1)));
    expect(opp(x).banished).toEqual(['Celtic Guardian']);
    // Used once: another Summon this turn does not set it off.
    const e = two();
    const edms = e.players[0].graveyard;
    let y = passAll(select(option(summon(e, idOf(e, 'Monster Reborn'), edms[0]!), 'yes'), idOf(e, 'Celtic Guardian', 1)));
    y = summon(y, idOf(e, 'Premature Burial'), edms[1]!);
    expect(me(y).monsters.filter((m) => m?.name === 'Dark Magician')).toHaveLength(2);
    expect(y.flow.prompt).toBeNull();
    expect(opp(y).banished).toEqual(['Celtic Guardian']);
  });

  it('another monster Summoned, or a "Dark Magician" the opponent Summons, does not set it off', () => {
    const x = reborn(circle(), 'Summoned Skull');
    expect(x.flow.prompt).toBeNull();
    const theirs = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Dark Magical Circle', faceUp: true }], deck: DECK },
      opp: { hand: ['Monster Reborn'], graveyard: ['Dark Magician'], deck: DECK },
    });
    let y = play(theirs, { type: 'activate', card: idOf(theirs, 'Monster Reborn', 1) });
    if (y.flow.prompt?.kind === 'chooseCard') y = select(y, idOf(theirs, 'Dark Magician', 1));
    y = passAll(y);
    if (y.flow.prompt?.kind === 'chooseOption' && y.flow.prompt.options.includes('attack')) y = passAll(option(y, 'attack'));
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Dark Magician' });
    expect(y.flow.prompt).toBeNull();
  });

  it('face-down (Set), it does not activate', () => {
    const d = circle({ me: { hand: ['Monster Reborn'], graveyard: ['Dark Magician'], spellTraps: [{ card: 'Dark Magical Circle', faceUp: false }], deck: DECK } });
    expect(reborn(d, 'Dark Magician').flow.prompt).toBeNull();
  });
});
