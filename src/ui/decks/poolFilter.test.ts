import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards';
import { filterPool, isFiltering, NO_FILTER, poolFacets, type PoolFilter } from './poolFilter';

const names = (f: Partial<PoolFilter>) => filterPool(CARD_POOL, { ...NO_FILTER, ...f }).map((c) => c.name);

describe('deck builder pool: search, filters and sort', () => {
  it('shows the whole pool by default, monsters by Level high to low', () => {
    const all = filterPool(CARD_POOL, NO_FILTER);
    expect(all).toHaveLength(CARD_POOL.length);
    const levels = all.filter((c) => c.frame === 'normal').map((c) => c.level ?? 0);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    expect(isFiltering(NO_FILTER)).toBe(false);
  });

  it('searches names and card text, ignoring case', () => {
    expect(names({ text: 'blue-eyes' })).toContain('Blue-Eyes White Dragon');
    const byText = CARD_POOL.find((c) => c.text.length > 20)!;
    const word = byText.text.split(/\s+/).find((w) => w.length > 6)!.toUpperCase();
    expect(names({ text: word })).toContain(byText.name);
    expect(names({ text: 'zzzz-no-such-card' })).toEqual([]);
  });

  it("searches an era variant's text too (GOAT's Ring of Destruction: both players at once, a draw at 0)", () => {
    const ring = CARD_POOL.find((c) => c.name === 'Ring of Destruction')!;
    expect(ring.text).not.toContain('both reaching 0 LP');
    expect(ring.eras?.goat?.text).toContain('both reaching 0 LP');
    expect(names({ text: 'both reaching 0 LP' })).toEqual(['Ring of Destruction']);
  });

  it('filters by Attribute, Type, Level and ATK/DEF ranges; a range leaves out cards without the stat', () => {
    const light = filterPool(CARD_POOL, { ...NO_FILTER, attribute: 'LIGHT' });
    expect(light.length).toBeGreaterThan(0);
    expect(light.every((c) => c.attribute === 'LIGHT')).toBe(true);
    const dragons = filterPool(CARD_POOL, { ...NO_FILTER, type: 'Dragon', levelMin: 7 });
    expect(dragons.map((c) => c.name)).toContain('Blue-Eyes White Dragon');
    expect(dragons.every((c) => c.monsterType === 'Dragon' && (c.level ?? 0) >= 7)).toBe(true);
    const strong = filterPool(CARD_POOL, { ...NO_FILTER, atkMin: 2500, defMax: 2100 });
    expect(strong.every((c) => (c.atk ?? -1) >= 2500 && (c.def ?? Infinity) <= 2100)).toBe(true);
    expect(strong.some((c) => c.atk === undefined)).toBe(false);
    expect(isFiltering({ ...NO_FILTER, atkMin: 0 })).toBe(true);
  });

  it('filters by card kind and sorts by name or ATK', () => {
    expect(filterPool(CARD_POOL, { ...NO_FILTER, kind: 'spell' }).every((c) => c.frame === 'spell')).toBe(true);
    expect(filterPool(CARD_POOL, { ...NO_FILTER, kind: 'monster' }).some((c) => c.frame === 'spell' || c.frame === 'trap')).toBe(false);
    const byName = names({ sort: 'name' });
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const atk = filterPool(CARD_POOL, { ...NO_FILTER, sort: 'atk' }).map((c) => c.atk ?? -1);
    expect(atk).toEqual([...atk].sort((a, b) => b - a));
  });

  it('offers only the values the pool has', () => {
    const facets = poolFacets(CARD_POOL);
    expect(facets.frames).toContain('normal');
    expect(facets.types).toContain('Dragon');
    expect(facets.attributes.every((a) => CARD_POOL.some((c) => c.attribute === a))).toBe(true);
  });
});
