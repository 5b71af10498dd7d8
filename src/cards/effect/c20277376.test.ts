import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Divine Dragon Apocralyph: "Once per turn: You can discard 1 card, then target 1 Dragon-Type monster in your Graveyard; add that target to your hand."
describe('Divine Dragon Apocralyph', () => {
  it('discard 1 card (the cost), target a Dragon in your Graveyard: it returns to your hand; once per turn', () => {
    const d = duelOf({ me: { hand: ['Feral Imp', 'Kuriboh'], monsters: [{ card: 'Divine Dragon Apocralyph' }], graveyard: ['Blue-Eyes White Dragon', 'Celtic Guardian'] }, opp: { graveyard: ['Koumori Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Divine Dragon Apocralyph') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    // Only a Dragon in your own Graveyard: the lone one is taken as the target.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Blue-Eyes White Dragon')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    }
    x = passAll(x);
    expect(me(x).hand.sort()).toEqual(['Blue-Eyes White Dragon', 'Kuriboh']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(legal(x, 'activate')).toEqual([]);
  });
  it('needs a card to discard and a Dragon in your Graveyard', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Divine Dragon Apocralyph' }], graveyard: ['Blue-Eyes White Dragon'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Kuriboh'], monsters: [{ card: 'Divine Dragon Apocralyph' }], graveyard: ['Celtic Guardian'] } }), 'activate')).toEqual([]);
  });
});
