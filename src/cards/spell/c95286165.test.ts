import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * De-Fusion (texts-2016): "Target 1 face-up Fusion Monster on the field; shuffle that target into the Extra Deck, then,
 * if all the Fusion Material Monsters that were used for its Fusion Summon are in your Graveyard, you can Special Summon
 * all of them." (official/c95286165.lua: only with a zone for each; Summoned face-up.) The materials are those
 * Polymerization used (recorded rule `fusionMaterialsUsed`, library.ts fusionMaterialsOf).
 */

/** Fusion Summons Black Skull Dragon with Polymerization from Summoned Skull and Red-Eyes Black Dragon in the hand. */
function fused(extra: { hand?: string[]; oppSpellTraps?: { card: string; faceUp: boolean }[] } = {}): Duel {
  const d = duelOf({
    me: { hand: ['Polymerization', 'Summoned Skull', 'Red-Eyes Black Dragon', ...(extra.hand ?? ['De-Fusion'])], extra: ['Black Skull Dragon'] },
    opp: { spellTraps: extra.oppSpellTraps ?? [] },
  });
  let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
  x = passAll(x);
  while (x.flow.prompt) x = passAll(play(x, x.flow.prompt.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : legal(x, 'select')[0]!));
  expect(me(x).monsters[0]).toMatchObject({ name: 'Black Skull Dragon' });
  return x;
}
const deFusion = (x: Duel): Duel => {
  let y = play(x, { type: 'activate', card: idOf(x, 'De-Fusion') });
  if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(x, 'Black Skull Dragon')] });
  return passAll(y);
};

describe('De-Fusion', () => {
  it('returns the Fusion Monster to the Extra Deck; you can Special Summon its materials from your Graveyard', () => {
    let x = deFusion(fused());
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'defense' });
    x = passAll(x);
    expect(me(x).extra).toEqual(['Black Skull Dragon']);
    expect(me(x).monsters.filter(Boolean).map((m) => [m!.name, m!.position]).sort()).toEqual([['Red-Eyes Black Dragon', 'defense'], ['Summoned Skull', 'defense']]);
    expect(me(x).graveyard).toEqual(['Polymerization', 'De-Fusion']);
    expect(x.rules).toEqual([]);
  });

  it('you may decline the Summon', () => {
    const x = passAll(play(deFusion(fused()), { type: 'select', option: 'no' }));
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Summoned Skull', 'Red-Eyes Black Dragon']));
  });

  it('a material no longer in the Graveyard: only the return', () => {
    let x = fused();
    // Red-Eyes leaves the Graveyard (put back in the Deck for the test).
    const eyes = idOf(x, 'Red-Eyes Black Dragon');
    x = { ...x, players: [{ ...x.players[0], graveyard: x.players[0].graveyard.filter((c) => c !== eyes), deck: [...x.players[0].deck, eyes] }, x.players[1]] };
    x = deFusion(x);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).extra).toEqual(['Black Skull Dragon']);
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
  });

  it("on a Fusion Monster not Fusion Summoned by an effect here (no materials known): only the return, to its owner's Extra Deck", () => {
    // Black Skull Dragon is player 2's (its materials not recorded: not Fusion Summoned in this duel), player 1's Graveyard holds monsters of its names.
    const y = duelOf({ turn: 4, turnPlayer: 1, opp: { monsters: [{ card: 'Black Skull Dragon' }] }, me: { spellTraps: [{ card: 'De-Fusion', faceUp: false }], graveyard: ['Summoned Skull', 'Red-Eyes Black Dragon'] } });
    let z = play(y, { type: 'nextPhase', to: 'battle' });
    z = play(z, { type: 'activate', card: idOf(y, 'De-Fusion') });
    if (z.flow.prompt?.kind === 'chooseCard') z = play(z, { type: 'select', ids: [idOf(y, 'Black Skull Dragon', 1)] });
    z = passAll(z);
    expect(z.flow.prompt).toBeNull();
    expect(opp(z).extra).toEqual(['Black Skull Dragon']);
    expect(me(z).monsters.filter(Boolean)).toEqual([]);
  });

  it("the opponent's De-Fusion on your Fusion Monster: the materials are not in their Graveyard, so only the return", () => {
    const x = fused({ hand: [], oppSpellTraps: [{ card: 'De-Fusion', faceUp: false }] });
    let y = play(x, { type: 'nextPhase', to: 'battle' });
    y = play(y, { type: 'activate', card: idOf(x, 'De-Fusion', 1) });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(x, 'Black Skull Dragon')] });
    y = passAll(y);
    expect(y.flow.prompt).toBeNull();
    expect(me(y).extra).toEqual(['Black Skull Dragon']);
    expect(me(y).graveyard).toEqual(expect.arrayContaining(['Summoned Skull', 'Red-Eyes Black Dragon']));
    expect(opp(y).monsters.filter(Boolean)).toEqual([]);
  });

  it('needs a face-up Fusion Monster to target', () => {
    const d = duelOf({ me: { hand: ['De-Fusion'], monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate', idOf(d, 'De-Fusion'))).toEqual([]);
  });
});
