import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Solemn Strike: "When a monster(s) would be Special Summoned, or a monster effect is activated: Pay 1500 LP; negate the Summon or activation, and if you do, destroy that card."
describe('Solemn Strike', () => {
  it("negates a Special Summon by a monster's own procedure (Cyber Dragon) for 1500 LP and destroys it", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Solemn Strike', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { hand: ['Cyber Dragon'] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon', 1), method: 'rule' });
    expect(legal(x, 'activate')).toEqual([{ type: 'activate', card: idOf(d, 'Solemn Strike'), effect: 0 }]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Strike'), effect: 0 }));
    expect(me(x).lp).toBe(6500);
    expect(opp(x).graveyard).toEqual(['Cyber Dragon']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('negates the activation of a monster effect and destroys that monster', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Solemn Strike', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Divine Dragon Apocralyph' }], hand: ['Feral Imp'], graveyard: ['Blue-Eyes White Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Divine Dragon Apocralyph', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Strike'), effect: 1 }));
    expect(opp(x).graveyard.sort()).toEqual(['Blue-Eyes White Dragon', 'Divine Dragon Apocralyph', 'Feral Imp']);
    expect(opp(x).hand).toEqual([]);
    expect(me(x).lp).toBe(6500);
  });

  it('not against a Normal Summon, a Spell, or with less than 1500 LP', () => {
    const normal = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Solemn Strike', faceUp: false }, { card: 'Solemn Judgment', faceUp: false }] }, opp: { hand: ['Celtic Guardian'] } });
    const x = play(normal, { type: 'normalSummon', card: idOf(normal, 'Celtic Guardian', 1), tributes: [] });
    expect(legal(x, 'activate', idOf(normal, 'Solemn Strike'))).toEqual([]);
    const spell = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Solemn Strike', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { hand: ['Dark Hole'] } });
    expect(legal(play(spell, { type: 'activate', card: idOf(spell, 'Dark Hole', 1) }), 'activate', idOf(spell, 'Solemn Strike'))).toEqual([]);
    const poor = duelOf({ turnPlayer: 1, me: { lp: 1000, spellTraps: [{ card: 'Solemn Strike', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { hand: ['Cyber Dragon'] } });
    expect(legal(play(poor, { type: 'specialSummon', card: idOf(poor, 'Cyber Dragon', 1), method: 'rule' }), 'activate', idOf(poor, 'Solemn Strike'))).toEqual([]);
  });
});
