import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';
import { cardByName } from '..';

describe('Y-Dragon Head', () => {
  it('equips only to your face-up X-Head Cannon, which gains 400 ATK/DEF', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }, { card: 'Z-Metal Tank' }] }, opp: { monsters: [{ card: 'X-Head Cannon' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Y-Dragon Head'), effect: 0 });
    // Not Z-Metal Tank, not the opponent's X-Head Cannon.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'X-Head Cannon')] });
    let y = play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] });
    while (y.flow.window) y = play(y, { type: 'pass' });
    expect(me(y).monsters[0]).toMatchObject({ name: 'X-Head Cannon', atk: 2200, def: 1900 });
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Y-Dragon Head', faceUp: true });
  });

  it('has nothing to equip to without a face-up X-Head Cannon', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon', faceUp: false, position: 'defense' }, { card: 'Y-Dragon Head' }] } });
    expect(legal(d, 'activate', idOf(d, 'Y-Dragon Head'))).toEqual([]);
  });

  it('is a Level 4 LIGHT Machine Union monster with 1500 ATK / 1600 DEF', () => {
    expect(cardByName('Y-Dragon Head')).toMatchObject({ level: 4, attribute: 'LIGHT', monsterType: 'Machine', subtype: ['union'], atk: 1500, def: 1600 });
  });
});
