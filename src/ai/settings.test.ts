import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../engine';
import { duelOf } from '../engine/test/dsl';
import { chooseAction } from '.';
import shipped from './settings.json';
import { readSettings, SETTINGS, SettingsError } from './settings';

describe('the shipped settings (settings.json)', () => {
  it.each(['easy', 'normal', 'hard'] as const)('%s carries its provenance: the commit that set it and a measured bench run', (level) => {
    const { provenance } = shipped[level];
    expect(provenance.commit).toMatch(/^[0-9a-f]{7,40}$/);
    expect(provenance.measured.length).toBeGreaterThan(0);
    for (const run of provenance.measured) {
      expect(run.pairing).toMatch(new RegExp(`^${level}-`));
      expect(run.seeds.length).toBeGreaterThan(0);
      expect(run.won).toBeLessThanOrEqual(run.duels);
      expect(run.commit).toMatch(/^[0-9a-f]{7,40}$/);
    }
  });

  it('reads whole, without provenance', () => {
    expect(SETTINGS.hard).toEqual({ look: { samples: 3, replies: false }, candidates: 6, close: 3000, playouts: 8, horizon: 'myNextTurn', mix: 0.6, work: 40_000 });
    expect(SETTINGS.normal).toEqual({ look: { samples: 3, replies: true } });
    expect(SETTINGS.easy).toEqual({ look: { samples: 1, replies: false }, close: 150 });
  });
});

describe('a settings file over the shipped ones (bench:ai --settings)', () => {
  it('changes only what it gives: a level, a setting, one field of the look', () => {
    const s = readSettings({ hard: { playouts: 16, look: { samples: 8 } } }, SETTINGS);
    expect(s.hard).toEqual({ ...SETTINGS.hard, playouts: 16, look: { samples: 8, replies: false } });
    expect(s.easy).toEqual(SETTINGS.easy);
    expect(s.normal).toEqual(SETTINGS.normal);
  });

  it.each<[string, unknown, RegExp]>([
    ['a misspelt setting', { hard: { playout: 4 } }, /hard has no setting "playout"/],
    ['an unknown level', { expert: {} }, /the settings has no setting "expert"/],
    ['a whole number that is not', { hard: { candidates: 2.5 } }, /hard\.candidates must be a whole number, 1 or more \(got 2\.5\)/],
    ['no guess at all', { normal: { look: { samples: 0 } } }, /normal\.look\.samples must be a whole number, 1 or more/],
    ['a weight over 1', { hard: { mix: 1.5 } }, /hard\.mix must be a number from 0 to 1 \(got 1\.5\)/],
    ['a number as text', { easy: { close: '150' } }, /easy\.close must be a number 0 or more \(got "150"\)/],
    ['a horizon that does not exist', { hard: { horizon: 'forever' } }, /hard\.horizon must be one of myTurn, theirTurn, myNextTurn/],
    ['replies that are not true or false', { easy: { look: { replies: 1 } } }, /easy\.look\.replies must be true or false/],
    ['not an object', [1, 2], /expected a JSON object/],
  ])('refuses %s with an error naming it', (_name, json, message) => {
    expect(() => readSettings(json, SETTINGS)).toThrow(SettingsError);
    expect(() => readSettings(json, SETTINGS)).toThrow(message);
  });

  it('needs every level when there is nothing to fall back on', () => {
    expect(() => readSettings({ easy: shipped.easy, normal: shipped.normal })).toThrow(/hard is missing/);
  });
});

describe('chooseAction plays the settings it is given', () => {
  // Three monsters to Summon or Set onto an empty field: six plays, one of them clearly the best.
  const d = duelOf({ turn: 3, me: { hand: ['Feral Imp', 'Battle Ox', 'Mystical Elf'] } });
  const choices = (close: number): Set<string> =>
    new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(chooseAction(viewFor(d, 0), legalActions(d), { level: 'easy', seed, settings: { ...SETTINGS, easy: { ...SETTINGS.easy, close } } }))));

  it("Easy picks among the plays within its `close` of the best: always the best at 0, several when they are all close", () => {
    expect(choices(0).size).toBe(1);
    expect(choices(1e9).size).toBeGreaterThan(1);
  });
});
