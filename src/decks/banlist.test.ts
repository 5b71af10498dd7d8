import { describe, expect, it } from 'vitest';
import defaultListJson from './banlist-default.json';
import {
  ALLOWED_COPIES,
  allowedCopies,
  DEFAULT_BAN_LIST,
  indexBanList,
  limitStatus,
  MAX_LIST_ENTRIES,
  parseBanList,
  statusIn,
  type BanList,
} from './banlist';

const list: BanList = {
  name: 'Test list',
  forbidden: ['Pot of Greed'],
  limited: ['Raigeki', 'Dark Magician'],
  semiLimited: ['Summoned Skull'],
};

describe('Forbidden & Limited statuses (rulebook "Forbidden & Limited Cards")', () => {
  it('Forbidden allows 0 copies, Limited 1, Semi-Limited 2, any other card 3', () => {
    expect(ALLOWED_COPIES).toEqual({ forbidden: 0, limited: 1, semiLimited: 2, unlimited: 3 });
    expect(allowedCopies(list, 'Pot of Greed')).toBe(0);
    expect(allowedCopies(list, 'Raigeki')).toBe(1);
    expect(allowedCopies(list, 'Summoned Skull')).toBe(2);
    expect(allowedCopies(list, 'Blue-Eyes White Dragon')).toBe(3);
  });

  it('looks names up ignoring case and surrounding spaces', () => {
    expect(limitStatus(list, 'pot of greed')).toBe('forbidden');
    expect(limitStatus(list, ' DARK MAGICIAN ')).toBe('limited');
    expect(statusIn(indexBanList(list), 'summoned skull')).toBe('semiLimited');
  });

  it('with no list (casual play) every card is unlimited', () => {
    expect(limitStatus(null, 'Pot of Greed')).toBe('unlimited');
    expect(allowedCopies(null, 'Pot of Greed')).toBe(3);
    expect(indexBanList(null).size).toBe(0);
  });

  it('a card a hand-built list names under two statuses gets the stricter one', () => {
    const twice: BanList = { name: 't', forbidden: [], limited: ['Raigeki'], semiLimited: ['Raigeki'] };
    expect(limitStatus(twice, 'Raigeki')).toBe('limited');
  });
});

describe('The default list shipped as data', () => {
  it('parses, and says it is a sample rather than the official list', () => {
    expect(parseBanList(defaultListJson).ok).toBe(true);
    expect(DEFAULT_BAN_LIST.name).toMatch(/sample/i);
    expect(DEFAULT_BAN_LIST.name).toMatch(/not the current official list/);
  });

  it('holds the well-known historical entries', () => {
    for (const card of ['Pot of Greed', 'Graceful Charity', "Harpie's Feather Duster", 'Yata-Garasu']) {
      expect(limitStatus(DEFAULT_BAN_LIST, card)).toBe('forbidden');
    }
    for (const card of ['Raigeki', 'Dark Hole', 'Monster Reborn']) expect(limitStatus(DEFAULT_BAN_LIST, card)).toBe('limited');
    expect(limitStatus(DEFAULT_BAN_LIST, 'Mystical Space Typhoon')).toBe('semiLimited');
  });


  it('does not restrict any card of the present pool (every preset stays legal)', () => {
    expect(limitStatus(DEFAULT_BAN_LIST, 'Dark Magician')).toBe('unlimited');
    expect(limitStatus(DEFAULT_BAN_LIST, 'Exodia the Forbidden One')).toBe('unlimited');
  });
});

describe('parseBanList: a list is untrusted input', () => {
  it('accepts a well-formed list and trims its names', () => {
    const parsed = parseBanList({ name: ' Mine ', forbidden: [' Pot of Greed '], limited: [], semiLimited: ['Raigeki'] });
    expect(parsed).toEqual({ ok: true, list: { name: 'Mine', forbidden: ['Pot of Greed'], limited: [], semiLimited: ['Raigeki'] } });
  });

  it('accepts empty lists', () => {
    expect(parseBanList({ name: 'Nothing', forbidden: [], limited: [], semiLimited: [] }).ok).toBe(true);
  });

  const ok = { name: 'L', forbidden: [], limited: [], semiLimited: [] };
  it.each<[string, unknown, RegExp]>([
    ['null', null, /must be an object with name, forbidden, limited and semiLimited/],
    ['an array', [], /must be an object/],
    ['text', 'Pot of Greed', /must be an object/],
    ['a missing status', { name: 'L', forbidden: [], limited: [] }, /semiLimited must be a list of card names/],
    ['a misspelt field', { ...ok, semilimited: [] }, /unknown field "semilimited"/],
    ['a number among the names', { ...ok, limited: ['Raigeki', 42] }, /limited entry 2 must be a card name \(text\)/],
    ['an empty name', { ...ok, forbidden: ['  '] }, /forbidden entry 1 must not be empty/],
    ['no list name', { ...ok, name: '' }, /name must not be empty/],
    ['a list name that is not text', { ...ok, name: null }, /name must be text/],
    ['a name listed twice under one status', { ...ok, limited: ['Raigeki', 'raigeki'] }, /raigeki is listed twice as Limited/],
    ['a name under two statuses', { ...ok, forbidden: ['Pot of Greed'], semiLimited: ['Pot of Greed'] }, /Pot of Greed is listed as both Forbidden and Semi-Limited/],
    ['an absurd size', { ...ok, forbidden: Array.from({ length: MAX_LIST_ENTRIES + 1 }, (_, i) => `Card ${i}`) }, /may name at most 5000 cards/],
    ['an absurdly long name', { ...ok, limited: ['x'.repeat(201)] }, /limited entry 1 must be at most 200 characters/],
  ])('refuses %s, saying why', (_what, input, message) => {
    const parsed = parseBanList(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(/^Not a usable Forbidden & Limited list: /);
      expect(parsed.error).toMatch(message);
      expect(parsed.problems.length).toBeGreaterThan(0);
    }
  });

  it('reports every problem, not just the first', () => {
    const parsed = parseBanList({ name: '', forbidden: [1], limited: 'Raigeki', semiLimited: [] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems).toHaveLength(3);
  });
});
