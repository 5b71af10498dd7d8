import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * The Dragon's Bead (texts-2016, a Continuous Trap): "Discard 1 card from your hand. Negate the effect of a Trap Card
 * that targets 1 face-up Dragon-Type monster and destroy the Trap Card."
 */

const BEAD = "The Dragon's Bead";
const bead = { card: BEAD, faceUp: true };

/** The opponent's turn: they activate Shadow Spell (Set) targeting player 0's `monster`. */
function shadowSpellOn(monster: string, hand: string[] = ['Celtic Guardian']): { d: Duel; x: Duel } {
  const d = duelOf({ turnPlayer: 1, me: { hand, monsters: [{ card: monster }], spellTraps: [bead] }, opp: { spellTraps: [{ card: 'Shadow Spell', faceUp: false }] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Shadow Spell', 1) });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, monster)] });
  return { d, x };
}

describe("The Dragon's Bead", () => {
  it('is activated face-up and stays', () => {
    const d = duelOf({ me: { spellTraps: [{ card: BEAD, faceUp: false }] } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, BEAD), effect: 0 }))).spellTraps[0]).toEqual({ name: BEAD, faceUp: true });
  });

  it('a Trap Card targeting a face-up Dragon: discard 1 card to negate its effect and destroy it', () => {
    const { d, x: activated } = shadowSpellOn('Blue-Eyes White Dragon');
    const offered = legal(activated, 'activate', idOf(d, BEAD));
    expect(offered).toHaveLength(1);
    const x = passAll(play(activated, offered[0]!, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).graveyard).toEqual(['Shadow Spell']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', atk: 3000 });
    expect(me(x).spellTraps[0]).toEqual({ name: BEAD, faceUp: true });
  });

  it('declined, the Trap applies', () => {
    const { x } = shadowSpellOn('Blue-Eyes White Dragon');
    expect(me(passAll(x)).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', atk: 3000 - 700 });
  });

  it('not for a monster that is not a Dragon, nor with no card to discard, nor for a Spell Card', () => {
    const notDragon = shadowSpellOn('Summoned Skull');
    expect(legal(notDragon.x, 'activate', idOf(notDragon.d, BEAD))).toEqual([]);
    const emptyHand = shadowSpellOn('Blue-Eyes White Dragon', []);
    expect(legal(emptyHand.x, 'activate', idOf(emptyHand.d, BEAD))).toEqual([]);
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Celtic Guardian'], monsters: [{ card: 'Blue-Eyes White Dragon' }], spellTraps: [bead] }, opp: { hand: ['Book of Moon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    expect(legal(x, 'activate', idOf(d, BEAD))).toEqual([]);
  });
});
