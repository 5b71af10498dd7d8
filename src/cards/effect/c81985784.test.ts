import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Des Feral Imp (texts-2016): "FLIP: Select 1 card from your Graveyard, add it to your Deck and shuffle
 * your Deck." A card returned to the Deck, shuffled (issue 32 §4); the card is chosen as the Flip effect
 * is activated (a target), from your own Graveyard only.
 */
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];
const imp = (graveyard: string[], seed = 1) =>
  duelOf({ seed, me: { monsters: [{ card: 'Des Feral Imp', faceUp: false, position: 'defense' }], graveyard, deck: DECK }, opp: { graveyard: ['Monster Reborn'] } });

describe('Des Feral Imp', () => {
  it('FLIP: targets a card of your own Graveyard (any kind) and shuffles it into your Deck', () => {
    const d = imp(['Pot of Greed', 'Summoned Skull', 'Mirror Force']);
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Des Feral Imp') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Summoned Skull'), idOf(d, 'Mirror Force')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }));
    expect(me(x).graveyard.sort()).toEqual(['Mirror Force', 'Summoned Skull']);
    expect(me(x).deck).toBe(DECK.length + 1);
    expect(x.players[0].deck).toContain(idOf(d, 'Pot of Greed'));
    expect(opp(x).graveyard).toEqual(['Monster Reborn']);
  });

  it('the Deck is shuffled: where the card lands depends on the duel\'s generator', () => {
    const places = [1, 2, 3, 4, 5, 6].map((seed) => {
      const d = imp(['Pot of Greed'], seed);
      let x = play(d, { type: 'flipSummon', card: idOf(d, 'Des Feral Imp') });
      if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] });
      x = passAll(x);
      expect(me(x).graveyard).toEqual([]);
      return x.players[0].deck.indexOf(idOf(d, 'Pot of Greed'));
    });
    expect(new Set(places).size).toBeGreaterThan(1);
  });

  it('with no card in your Graveyard, the Flip effect does not activate (the opponent\'s do not count)', () => {
    const d = imp([]);
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Des Feral Imp') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(DECK.length);
    expect(opp(x).graveyard).toEqual(['Monster Reborn']);
  });

  it('if the target leaves the Graveyard before it resolves, nothing is shuffled in', () => {
    // You chain Call of the Haunted to the Flip effect and Special Summon the targeted monster first.
    const d = duelOf({ me: { monsters: [{ card: 'Des Feral Imp', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Summoned Skull'], deck: DECK } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Des Feral Imp') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    while (x.flow.window && summary(x).deciding !== 0) x = play(x, { type: 'pass' });
    x = play(x, { type: 'activate', card: idOf(d, 'Call of the Haunted') });
    while (x.flow.prompt) x = play(x, x.flow.prompt.kind === 'chooseCard' ? { type: 'select', ids: [idOf(d, 'Summoned Skull')] } : { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(me(x).deck).toBe(DECK.length);
  });
});
