import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Sage with Eyes of Blue: "When this card is Normal Summoned: You can add 1 Level 1 LIGHT Tuner monster from your Deck to your hand, except
// "Sage with Eyes of Blue". You can discard this card, then target 1 Effect Monster you control; send it to the Graveyard, and if you do,
// Special Summon 1 "Blue-Eyes" monster from your Deck. You can only use this effect of "Sage with Eyes of Blue" once per turn."
describe('Sage with Eyes of Blue', () => {
  it('Normal Summoned: you can add a Level 1 LIGHT Tuner other than itself (The White Stone of Legend)', () => {
    const d = duelOf({ me: { hand: ['Sage with Eyes of Blue'], deck: ['Sage with Eyes of Blue', 'The White Stone of Legend', 'Effect Veiler', 'Kuriboh'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Sage with Eyes of Blue'), tributes: [] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    // Effect Veiler is a Level 1 LIGHT Tuner too; another Sage and Kuriboh (DARK, no Tuner) are not offered.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'The White Stone of Legend'), idOf(d, 'Effect Veiler')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'The White Stone of Legend')] }));
    expect(me(x).hand).toEqual(['The White Stone of Legend']);
  });

  it('from the hand: discard it, send your face-up Effect Monster to the Graveyard, then a "Blue-Eyes" monster comes from the Deck', () => {
    const d = duelOf({ me: { hand: ['Sage with Eyes of Blue'], monsters: [{ card: 'Masked Dragon' }, { card: 'Celtic Guardian' }], deck: ['Blue-Eyes White Dragon', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Sage with Eyes of Blue'), effect: 1 });
    // A Normal Monster is no target: the lone Effect Monster is taken.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Masked Dragon')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Masked Dragon')] });
    }
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).graveyard.sort()).toEqual(['Masked Dragon', 'Sage with Eyes of Blue']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Blue-Eyes White Dragon', 'Celtic Guardian']);
  });

  it('once per turn by name; needs a "Blue-Eyes" monster in the Deck and a face-up Effect Monster you control', () => {
    const d = duelOf({ me: { hand: ['Sage with Eyes of Blue', 'Sage with Eyes of Blue'], monsters: [{ card: 'Masked Dragon' }, { card: 'Kuriboh' }], deck: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'] } });
    const [first, second] = idsOf(d, 'Sage with Eyes of Blue');
    let x = play(d, { type: 'activate', card: first!, effect: 1 }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(legal(x, 'activate', second)).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Sage with Eyes of Blue'], monsters: [{ card: 'Masked Dragon' }], deck: ['Feral Imp'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Sage with Eyes of Blue'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Blue-Eyes White Dragon'] } }), 'activate')).toEqual([]);
  });
});
