// Mecha Phantom Beast Dracossack (texts-2016): "2 Level 7 monsters / Once per turn: You can detach 1 Xyz Material from
// this card; Special Summon 2 "Mecha Phantom Beast Tokens" (Machine-Type/WIND/Level 3/ATK 0/DEF 0). While you control a
// Token, this card cannot be destroyed by battle or card effects. Once per turn: You can Tribute 1 "Mecha Phantom
// Beast" monster, then target 1 card on the field; destroy that target. This card cannot attack during the turn you
// activate this effect."
import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const D = 'Mecha Phantom Beast Dracossack';
const T = 'Mecha Phantom Beast Token';
const MATS = ['Dark Magician', 'Red-Eyes Black Dragon'];
const select = (d: Duel, option: string): Duel => applyAction(d, { type: 'select', option });

/** Uses the Token effect (effect 1), detaching the first material, both Tokens in Attack Position. */
function makeTokens(d: Duel): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, D), effect: 1 });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, legal(x, 'select')[0]!);
  x = passAll(x);
  return select(select(x, 'attack'), 'attack');
}

describe('Mecha Phantom Beast Dracossack', () => {
  it('is Xyz Summoned with 2 Level 7 monsters', () => {
    const d = duelOf({ me: { monsters: MATS.map((card) => ({ card })), extra: [D] } });
    const x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!);
    expect(me(x).monsters.find((m) => m?.name === D)).toMatchObject({ atk: 2600, def: 2200, materials: MATS });
  });

  it('detaches 1 to Special Summon 2 Mecha Phantom Beast Tokens, once per turn; needs 2 free zones', () => {
    const d = duelOf({ me: { monsters: [{ card: D, materials: MATS }] } });
    const x = passAll(makeTokens(d));
    expect(me(x).monsters.filter((m) => m?.name === T)).toEqual([
      expect.objectContaining({ atk: 0, def: 0, position: 'attack' }), expect.objectContaining({ atk: 0, def: 0, position: 'attack' }),
    ]);
    expect(me(x).monsters[0]!.materials).toEqual(['Red-Eyes Black Dragon']);
    expect(legal(x, 'activate').some((a) => a.effect === 1)).toBe(false);
    const full = duelOf({ me: { monsters: [{ card: D, materials: MATS }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }] } });
    expect(legal(full, 'activate').some((a) => a.effect === 1)).toBe(false);
  });

  it('while you control a Token it is destroyed neither by battle nor by card effects', () => {
    // The opponent's Raigeki in their turn: the Token goes, Dracossack stays.
    const theirs = duelOf({ turnPlayer: 1, me: { monsters: [{ card: D }, { card: T }] }, opp: { hand: ['Raigeki'], monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = passAll(play(theirs, { type: 'activate', card: idOf(theirs, 'Raigeki', 1), effect: 0 }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([D]);
    // Without a Token it is destroyed like any other monster.
    const none = duelOf({ turnPlayer: 1, me: { monsters: [{ card: D }] }, opp: { hand: ['Raigeki'] } });
    expect(me(passAll(play(none, { type: 'activate', card: idOf(none, 'Raigeki', 1), effect: 0 }))).graveyard).toEqual([D]);
    // By battle: Blue-Eyes (3000) attacks it.
    const battle = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: D }, { card: T }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const b = passAll(play(battle, { type: 'attack', card: idOf(battle, 'Blue-Eyes White Dragon', 1), target: idOf(battle, D) }));
    expect(me(b).monsters[0]).toMatchObject({ name: D });
    expect(me(b).lp).toBe(7600);
  });

  it('Tributes 1 "Mecha Phantom Beast" monster to destroy a targeted card; it cannot attack that turn', () => {
    const d = duelOf({ me: { monsters: [{ card: D }, { card: T }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, D), effect: 2 });
    // The only Mecha Phantom Beasts: Dracossack and the Token; Tribute the Token, then target Summoned Skull.
    x = play(x, { type: 'select', ids: [idOf(d, T)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([D]);
    expect(legal(x, 'activate')).toEqual([]);
    x = passAll(play(x, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('the destroy effect needs a "Mecha Phantom Beast" to Tribute and is not used after it attacked', () => {
    const noBeast = duelOf({ me: { monsters: [{ card: D }, { card: 'Celtic Guardian' }] } });
    // Dracossack itself is a "Mecha Phantom Beast" monster: it may Tribute itself (then target another card).
    expect(legal(noBeast, 'activate').map((a) => a.effect)).toEqual([2]);
    let x = play(noBeast, { type: 'activate', card: idOf(noBeast, D), effect: 2 });
    expect(legal(x, 'select').map((a) => ('ids' in a ? a.ids : a.option))).toEqual([[idOf(noBeast, D)]]);
    const attacked = duelOf({ phase: 'battle', me: { monsters: [{ card: D }, { card: T }] } });
    x = passAll(play(attacked, { type: 'attack', card: idOf(attacked, D), target: 'direct' }));
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(legal(x, 'activate')).toEqual([]);
    expect(idsOf(x, T)).toHaveLength(1);
  });
});
