import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Silver's Cry: "Target 1 Dragon-Type Normal Monster in your Graveyard; Special Summon that target. You can only activate 1 "Silver's Cry" per turn."
describe("Silver's Cry", () => {
  it('Special Summons the targeted Dragon Normal Monster from your Graveyard (not another Type, not the opponent\'s)', () => {
    const d = duelOf({ me: { hand: ["Silver's Cry"], graveyard: ['Blue-Eyes White Dragon', 'Lord of D.', 'Celtic Guardian'] }, opp: { graveyard: ['Tri-Horned Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, "Silver's Cry") });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Blue-Eyes White Dragon')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    }
    x = passAll(play(passAll(x), { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'attack' });
  });

  it('only 1 per turn: a second copy cannot be activated that turn', () => {
    const d = duelOf({ me: { hand: ["Silver's Cry", "Silver's Cry"], graveyard: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'] } });
    const [first, second] = idsOf(d, "Silver's Cry");
    let x = play(d, { type: 'activate', card: first! });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(play(passAll(x), { type: 'select', option: 'defense' }));
    expect(legal(x, 'activate', second)).toEqual([]);
  });

  it('needs a Dragon Normal Monster in your Graveyard and a free Monster Zone', () => {
    expect(legal(duelOf({ me: { hand: ["Silver's Cry"], graveyard: ['Lord of D.', 'Celtic Guardian'] } }), 'activate')).toEqual([]);
    const full = Array.from({ length: 5 }, () => ({ card: 'Celtic Guardian' }));
    expect(legal(duelOf({ me: { hand: ["Silver's Cry"], graveyard: ['Blue-Eyes White Dragon'], monsters: full } }), 'activate')).toEqual([]);
  });
});
