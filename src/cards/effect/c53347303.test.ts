import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Blue-Eyes Shining Dragon (texts-2016): "This card cannot be Normal Summoned or Set. This card cannot be Special
 * Summoned except by Tributing 1 "Blue-Eyes Ultimate Dragon" you control. This card gains 300 ATK for each
 * Dragon-Type monster in your Graveyard. You can negate the effects of Spells, Traps, and Effect Monsters that
 * target this card." official/c53347303.lua: the procedure Tributes it (Duel.SelectReleaseGroup); the negation is
 * a Quick Effect on EVENT_CHAINING (an activation whose targets include this card), with no count limit.
 */

const SHINING = 'Blue-Eyes Shining Dragon';
const ULTIMATE = 'Blue-Eyes Ultimate Dragon';

describe('Blue-Eyes Shining Dragon', () => {
  it('is Special Summoned from the hand by Tributing 1 Blue-Eyes Ultimate Dragon you control', () => {
    const d = duelOf({ me: { hand: [SHINING], monsters: [{ card: ULTIMATE }, { card: 'Blue-Eyes White Dragon' }] } });
    expect(legal(d, 'normalSummon', idOf(d, SHINING))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, SHINING))).toEqual([]);
    let x = play(d, { type: 'specialSummon', card: idOf(d, SHINING), method: 'rule', position: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, ULTIMATE)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, ULTIMATE)] }));
    expect(me(x).graveyard).toEqual([ULTIMATE]);
    // 3000 + 300 for the Dragon now in the Graveyard.
    expect(me(x).monsters.find((s) => s?.name === SHINING)).toMatchObject({ faceUp: true, atk: 3300 });
  });

  it('not without a Blue-Eyes Ultimate Dragon on your field, and never by a card effect', () => {
    expect(legal(duelOf({ me: { hand: [SHINING], monsters: [{ card: 'Blue-Eyes White Dragon' }] } }), 'specialSummon')).toEqual([]);
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: SHINING, properlySummoned: true }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('gains 300 ATK for each Dragon monster in your Graveyard only', () => {
    const d = duelOf({ me: { monsters: [{ card: SHINING }], graveyard: ['Blue-Eyes White Dragon', 'Luster Dragon', 'Celtic Guardian'] }, opp: { graveyard: ['Blue-Eyes White Dragon'] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 3600, def: 2500 });
  });

  it('an effect that targets it: you can negate that effect, and it stays', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SHINING }] }, opp: { hand: ['Book of Moon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, SHINING)] });
    expect(legal(x, 'activate', idOf(d, SHINING))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, SHINING), effect: 2 }));
    expect(me(x).monsters[0]).toMatchObject({ name: SHINING, faceUp: true, position: 'attack' });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
  });

  it('you may let it resolve; an effect that does not target it offers nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SHINING }] }, opp: { hand: ['Book of Moon', 'Dark Hole'], monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, SHINING)] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: SHINING, faceUp: false });

    const e = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SHINING }] }, opp: { hand: ['Dark Hole'] } });
    const y = play(e, { type: 'activate', card: idOf(e, 'Dark Hole', 1) });
    expect(legal(y, 'activate', idOf(e, SHINING))).toEqual([]);
    expect(me(passAll(y)).graveyard).toEqual([SHINING]);
  });
});
