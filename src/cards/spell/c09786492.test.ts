import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { duelOf, idOf, legal, me, passAll } from '../../engine/test/dsl';

describe('White Dragon Ritual', () => {
  it('Ritual Summons Paladin of White Dragon with Tributes whose Levels total 4 or more', () => {
    const d = duelOf({ me: { hand: ['White Dragon Ritual', 'Paladin of White Dragon', 'Celtic Guardian'] } });
    let x = applyAction(d, { type: 'activate', card: idOf(d, 'White Dragon Ritual') });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    while (x.flow.prompt?.kind === 'chooseOption') x = applyAction(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Paladin of White Dragon', atk: 1900 });
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'White Dragon Ritual']);
  });

  it('is not activated with Tributes of total Level below 4', () => {
    const d = duelOf({ me: { hand: ['White Dragon Ritual', 'Paladin of White Dragon', 'Kuriboh'] } });
    expect(legal(d, 'activate', idOf(d, 'White Dragon Ritual'))).toEqual([]);
  });
});
