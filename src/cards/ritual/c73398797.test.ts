import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const PALADIN = 'Paladin of White Dragon';

describe('Paladin of White Dragon', () => {
  it('cannot be Normal Summoned: it is a Ritual Monster', () => {
    const d = duelOf({ me: { hand: [PALADIN] } });
    expect(legal(d, 'normalSummon', idOf(d, PALADIN))).toEqual([]);
  });

  it('attacking a face-down Defense Position monster destroys it without flipping it (no Flip effect, no damage)', () => {
    const d = duelOf({ me: { monsters: [{ card: PALADIN }] }, opp: { monsters: [{ card: 'Man-Eater Bug', position: 'defense', faceUp: false }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, PALADIN), target: idOf(d, 'Man-Eater Bug', 1) }));
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.events.some((e) => e.type === 'flippedFaceUp')).toBe(false);
    expect(me(x).monsters[0]).toMatchObject({ name: PALADIN });
    expect(me(x).lp).toBe(8000);
    expect(opp(x).lp).toBe(8000);
  });

  it('attacking a face-up monster is an ordinary battle', () => {
    const d = duelOf({ me: { monsters: [{ card: PALADIN }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, PALADIN), target: idOf(d, 'Celtic Guardian', 1) }));
    // 1900 ATK against 1200 DEF: destroyed by battle.
    expect(x.events.some((e) => e.type === 'destroyedByBattle')).toBe(true);
  });

  it('Tributed, it Special Summons a Blue-Eyes White Dragon from the Deck, which cannot attack this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: PALADIN }], deck: ['Celtic Guardian', 'Blue-Eyes White Dragon', 'Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, PALADIN), effect: 1 });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).graveyard).toEqual([PALADIN]);
    expect(me(x).monsters.some((m) => m?.name === 'Blue-Eyes White Dragon')).toBe(true);
    expect(me(x).deck).toBe(2);
    expect(legal(toBattle(x), 'attack', idOf(d, 'Blue-Eyes White Dragon'))).toEqual([]);
  });

  it('from the hand too; with no Blue-Eyes White Dragon in the hand or Deck it cannot be used', () => {
    const d = duelOf({ me: { monsters: [{ card: PALADIN }], hand: ['Blue-Eyes White Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, PALADIN), effect: 1 });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    expect(me(passAll(x)).hand).toEqual([]);
    const none = duelOf({ me: { monsters: [{ card: PALADIN }] } });
    expect(legal(none, 'activate', idOf(none, PALADIN))).toEqual([]);
  });
});
