import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Fusilier Dragon, the Dual-Mode Beast (texts-2016): "You can Normal Summon or Set this card without
 * Tributing. If you do, its original ATK and DEF are halved." Rule codes summonWithoutTribute,
 * originalAtk/originalDef; the engine records a Normal Summon or Set made without the Tributes the
 * Level asks for (MonsterSlot.withoutTributes, lost when turned face-down: ygopro resets it then).
 */

const FD = 'Fusilier Dragon, the Dual-Mode Beast';
const stats = (d: ReturnType<typeof duelOf>) => {
  const s = me(d).monsters.find((m) => m?.name === FD)!;
  return [s.atk, s.def];
};

describe('Fusilier Dragon, the Dual-Mode Beast', () => {
  it('Normal Summoned without Tributing: original ATK 1400 and DEF 1000', () => {
    const d = duelOf({ me: { hand: [FD] } });
    expect(legal(d, 'normalSummon', idOf(d, FD)).map((a) => a.tributes)).toEqual([[]]);
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, FD), tributes: [] }));
    expect(stats(x)).toEqual([1400, 1000]);
  });

  it('Tribute Summoned with 2 Tributes: 2800 ATK and 2000 DEF', () => {
    const d = duelOf({ me: { hand: [FD], monsters: [{ card: 'Battle Ox' }, { card: 'Feral Imp' }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, FD), tributes: [idOf(d, 'Battle Ox'), idOf(d, 'Feral Imp')] }));
    expect(stats(x)).toEqual([2800, 2000]);
  });

  it('Set without Tributing, then Flip Summoned: still halved', () => {
    const d = duelOf({ me: { hand: [FD] } });
    expect(legal(d, 'setMonster', idOf(d, FD)).map((a) => a.tributes)).toEqual([[]]);
    const set = passAll(play(d, { type: 'setMonster', card: idOf(d, FD), tributes: [] }));
    const later = endTurn(endTurn(set));
    const x = passAll(play(later, { type: 'flipSummon', card: idOf(d, FD) }));
    expect(stats(x)).toEqual([1400, 1000]);
  });

  it('turned face-down (Book of Moon) and face-up again: the halving is gone', () => {
    const d = duelOf({ me: { hand: [FD, 'Book of Moon', 'Book of Taiyou'] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, FD), tributes: [] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, FD)] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Taiyou') }, { type: 'select', ids: [idOf(d, FD)] }));
    expect(stats(x)).toEqual([2800, 2000]);
  });

  it('Special Summoned (Monster Reborn): 2800 ATK and 2000 DEF', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [FD] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, FD)] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(stats(x)).toEqual([2800, 2000]);
  });
});
