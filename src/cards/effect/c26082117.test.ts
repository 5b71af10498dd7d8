import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, legal, play } from '../../engine/test/dsl';
import { cardByName } from '..';

const becomeLevel = (d: ReturnType<typeof duelOf>, level: number) =>
  play(d, { type: 'activate', card: idOf(d, 'Gagaga Magician'), effect: 0 }, { type: 'select', option: String(level) });

describe('Gagaga Magician', () => {
  it('once per turn becomes a declared Level from 1 to 8 (not the one it has) until the End Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }] } });
    const asked = play(d, { type: 'activate', card: idOf(d, 'Gagaga Magician'), effect: 0 });
    expect(asked.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['1', '2', '3', '5', '6', '7', '8'] });
    const x = play(asked, { type: 'select', option: '7' });
    expect(viewFor(x, 0).players[0].monsters[0]?.level).toBe(7);
    expect(viewFor(x, 1).players[0].monsters[0]?.level).toBe(7);
    // Once per turn.
    expect(legal(x, 'activate', idOf(d, 'Gagaga Magician'))).toEqual([]);
  });

  it('the Level is declared as the effect is activated: the opponent sees it on the Chain before responding', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }] }, opp: { spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    const x = becomeLevel(d, 3);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(viewFor(x, 1).chain).toMatchObject([{ label: 'Make its Level 1 to 8 until the End Phase (declared 3)' }]);
    // Not yet resolved: still Level 4.
    expect(viewFor(x, 1).players[0].monsters[0]?.level).toBeUndefined();
    const resolved = play(x, { type: 'pass' });
    expect(viewFor(resolved, 1).players[0].monsters[0]?.level).toBe(3);
  });

  it('as Level 3 it is an Xyz Material for a Rank 3 Xyz Monster with another Level 3', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Gagaga Magician' }, { card: 'Giant Soldier of Stone' }], extra: ['Number 17: Leviathan Dragon'] },
    });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'xyz')).toEqual([]);
    const x = becomeLevel(d, 3);
    const xyz = legal(x, 'specialSummon').filter((a) => a.method === 'xyz');
    expect(xyz.length).toBeGreaterThan(0);
    expect(xyz[0]!.materials).toEqual(expect.arrayContaining([idOf(d, 'Gagaga Magician'), idOf(d, 'Giant Soldier of Stone')]));
  });

  it('cannot be used as Synchro Material, whatever its Level', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Gagaga Magician' }], extra: ['Black Rose Dragon'] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
    // A Level 4 non-Tuner that may be Synchro Material makes the same Level 7.
    const withCeltic = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Celtic Guardian' }], extra: ['Black Rose Dragon'] } });
    expect(legal(withCeltic, 'specialSummon').filter((a) => a.method === 'synchro').length).toBeGreaterThan(0);
  });

  it('you can only control 1 face-up Gagaga Magician: a second may be Set, not Summoned', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }], hand: ['Gagaga Magician'] } });
    const second = d.players[0].hand[0]!;
    expect(legal(d, 'normalSummon', second)).toEqual([]);
    expect(legal(d, 'setMonster', second).length).toBe(1);
  });

  it('is a Level 4 DARK Spellcaster with 1500 ATK / 1000 DEF', () => {
    expect(cardByName('Gagaga Magician')).toMatchObject({ level: 4, attribute: 'DARK', monsterType: 'Spellcaster', atk: 1500, def: 1000 });
  });
});
