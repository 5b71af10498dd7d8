import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';
import { cardByName } from '..';

describe('Z-Metal Tank', () => {
  it('equips to your X-Head Cannon or Y-Dragon Head, which gains 600 ATK/DEF', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }, { card: 'Z-Metal Tank' }, { card: 'Celtic Guardian' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Z-Metal Tank'), effect: 0 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'X-Head Cannon'), idOf(d, 'Y-Dragon Head')] });
    let y = play(x, { type: 'select', ids: [idOf(d, 'Y-Dragon Head')] });
    while (y.flow.window) y = play(y, { type: 'pass' });
    expect(me(y).monsters[1]).toMatchObject({ name: 'Y-Dragon Head', atk: 2100, def: 2200 });
    expect(me(y).monsters[0]).toMatchObject({ name: 'X-Head Cannon', atk: 1800, def: 1500 });
    expect(me(y).spellTraps[1]).toMatchObject({ name: 'Z-Metal Tank', faceUp: true });
  });

  it('unequipped, it is Special Summoned in Attack Position', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'Z-Metal Tank', faceUp: true, equippedTo: 0 }] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 2400, def: 2100 });
    let y = play(d, { type: 'activate', card: idOf(d, 'Z-Metal Tank'), effect: 1 });
    while (y.flow.window) y = play(y, { type: 'pass' });
    expect(me(y).monsters[1]).toMatchObject({ name: 'Z-Metal Tank', position: 'attack', faceUp: true });
  });

  it('is a Level 4 LIGHT Machine Union monster with 1500 ATK / 1300 DEF', () => {
    expect(cardByName('Z-Metal Tank')).toMatchObject({ level: 4, attribute: 'LIGHT', monsterType: 'Machine', subtype: ['union'], atk: 1500, def: 1300 });
  });
});
