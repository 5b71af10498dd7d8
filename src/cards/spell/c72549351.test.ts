import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Dragonic Tactics: "Tribute 2 Dragon-Type monsters; Special Summon 1 Level 8 Dragon-Type monster from your Deck."
describe('Dragonic Tactics', () => {
  it('Tribute 2 Dragons (the cost): a Level 8 Dragon comes from the Deck', () => {
    const d = duelOf({ me: { hand: ['Dragonic Tactics'], monsters: [{ card: 'Koumori Dragon' }, { card: 'Masked Dragon' }, { card: 'Celtic Guardian' }], deck: ['Blue-Eyes White Dragon', 'Summoned Skull', 'Koumori Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dragonic Tactics') });
    // Celtic Guardian is no Dragon.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Koumori Dragon'), idOf(d, 'Masked Dragon')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Koumori Dragon')] }, { type: 'select', ids: [idOf(d, 'Masked Dragon')] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Blue-Eyes White Dragon', 'Celtic Guardian']);
    expect(me(x).graveyard.sort()).toEqual(['Dragonic Tactics', 'Koumori Dragon', 'Masked Dragon']);
  });
  it('needs 2 Dragons to Tribute and a Level 8 Dragon in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['Dragonic Tactics'], monsters: [{ card: 'Koumori Dragon' }, { card: 'Celtic Guardian' }], deck: ['Blue-Eyes White Dragon'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Dragonic Tactics'], monsters: [{ card: 'Koumori Dragon' }, { card: 'Masked Dragon' }], deck: ['Summoned Skull'] } }), 'activate')).toEqual([]);
  });
});
