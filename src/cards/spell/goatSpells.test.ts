import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Spell Reproduction: "Send 2 Spell Cards from your hand to the Graveyard, then target 1 Spell Card in your Graveyard; add that target to your hand."
describe('Spell Reproduction', () => {
  it('send 2 Spell Cards from the hand: add a Spell Card from your Graveyard to your hand', () => {
    const d = duelOf({ me: { hand: ['Spell Reproduction', 'Dark Hole', 'Pot of Greed', 'Feral Imp'], graveyard: ['Raigeki', 'Mirror Force'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Spell Reproduction') });
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Pot of Greed')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] });
    // The cost is paid first: the two Spells just sent may be the target too (as in ygopro).
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Raigeki'), idOf(d, 'Dark Hole'), idOf(d, 'Pot of Greed')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Raigeki')] });
    x = passAll(x);
    expect(me(x).hand.sort()).toEqual(['Feral Imp', 'Raigeki']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Mirror Force', 'Pot of Greed', 'Spell Reproduction']);
  });
  it('needs 2 other Spell Cards in hand', () => {
    expect(legal(duelOf({ me: { hand: ['Spell Reproduction', 'Dark Hole', 'Feral Imp'], graveyard: ['Raigeki'] } }), 'activate')).toHaveLength(0);
  });
});

// Book of Life: "Target 1 Zombie-Type monster in your Graveyard and 1 monster in your opponent's Graveyard; Special Summon the first target, also banish the second target."
describe('Book of Life', () => {
  it("Special Summons a Zombie from your Graveyard and banishes a monster from your opponent's", () => {
    const d = duelOf({ me: { hand: ['Book of Life'], graveyard: ['Dragon Zombie', 'Feral Imp'] }, opp: { graveyard: ['Summoned Skull', 'Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Life') });
    if (x.prompt?.kind === 'chooseCard') {
      expect(x.prompt.cards).toEqual([idOf(d, 'Dragon Zombie')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dragon Zombie')] });
    }
    if (x.prompt?.kind === 'chooseCard') {
      expect(x.prompt.cards).toEqual([idOf(d, 'Summoned Skull', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    }
    x = passAll(play(passAll(x), { type: 'select', option: 'defense' }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Dragon Zombie', position: 'defense' });
    expect(opp(x).banished).toEqual(['Summoned Skull']);
  });
  it('needs both targets', () => {
    expect(legal(duelOf({ me: { hand: ['Book of Life'], graveyard: ['Dragon Zombie'] }, opp: { graveyard: ['Dark Hole'] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { hand: ['Book of Life'], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Summoned Skull'] } }), 'activate')).toHaveLength(0);
  });
});
