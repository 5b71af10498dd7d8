import shipped from './settings.json';

/**
 * Every level's settings, as data: `settings.json` holds the shipped ones with their provenance
 * (the commit that set them and the bench runs that measured them); `bench:ai --settings f.json`
 * plays others. A file read here is checked whole: a bad value is an error naming it.
 */

/** A level's first, one-step look at every listed action (search.ts). */
export interface LookSettings {
  /** Guesses of the hidden cards each action is tried on (the same guesses for every action). */
  readonly samples: number;
  /** Whether the other side answers in Chains on those guesses when that pays them: the look fears their Set cards. */
  readonly replies: boolean;
}

export interface EasySettings {
  readonly look: LookSettings;
  /** Plays scoring within this many points of the best are picked among at random. */
  readonly close: number;
}

export interface NormalSettings {
  readonly look: LookSettings;
}

/** Where Hard's playouts end: after this turn of its own, the opponent's next turn, or its own next turn. */
export const HORIZONS = ['myTurn', 'theirTurn', 'myNextTurn'] as const;
export type Horizon = (typeof HORIZONS)[number];

export interface HardSettings {
  readonly look: LookSettings;
  /** At most this many actions of those the look scores within `close` points of its best are searched. */
  readonly candidates: number;
  readonly close: number;
  /** Guesses of the hidden cards each contender is played out on (the iteration bound without a budget). */
  readonly playouts: number;
  readonly horizon: Horizon;
  /** Weight of the playouts' mean against the look's score (0-1). */
  readonly mix: number;
  /**
   * Once the playouts have simulated this many actions for a decision, no further playout starts and
   * the round cut short is dropped (the first round always runs). Counted, not timed, so it stays
   * deterministic; it keeps the widest positions in time.
   */
  readonly work: number;
}

export interface Settings {
  readonly easy: EasySettings;
  readonly normal: NormalSettings;
  readonly hard: HardSettings;
}

export class SettingsError extends Error {}

type Json = Readonly<Record<string, unknown>>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Settings from parsed JSON. With `base`, a level the JSON leaves out, or a field it leaves out, keeps
 * `base`'s value (`{ "hard": { "playouts": 4 } }` is the shipped levels with Hard's playouts at 4).
 * Each level may carry a `provenance` of any shape; any other unknown name is an error (a misspelt
 * setting would otherwise be silently ignored).
 */
export function readSettings(json: unknown, base?: Settings): Settings {
  if (!isObject(json)) throw new SettingsError('Bad AI settings: expected a JSON object with "easy", "normal" and "hard"');
  only(json, ['easy', 'normal', 'hard'], 'the settings');
  const level = (name: keyof Settings): Json => {
    const given = json[name] ?? {};
    if (!isObject(given)) throw new SettingsError(`Bad AI settings: ${name} must be an object`);
    if (!base && json[name] === undefined) throw new SettingsError(`Bad AI settings: ${name} is missing`);
    const { provenance: _, ...rest } = given;
    const from: Json = base ? (base[name] as unknown as Json) : {};
    const look = rest.look === undefined ? from.look : isObject(rest.look) && isObject(from.look) ? { ...from.look, ...rest.look } : rest.look;
    return { ...from, ...rest, look };
  };
  const easy = level('easy');
  const normal = level('normal');
  const hard = level('hard');
  only(easy, ['look', 'close'], 'easy');
  only(normal, ['look'], 'normal');
  only(hard, ['look', 'candidates', 'close', 'playouts', 'horizon', 'mix', 'work'], 'hard');
  return {
    easy: { look: lookOf(easy.look, 'easy.look'), close: number(easy.close, 'easy.close', 0) },
    normal: { look: lookOf(normal.look, 'normal.look') },
    hard: {
      look: lookOf(hard.look, 'hard.look'),
      candidates: whole(hard.candidates, 'hard.candidates', 1),
      close: number(hard.close, 'hard.close', 0),
      playouts: whole(hard.playouts, 'hard.playouts', 0),
      horizon: horizonOf(hard.horizon),
      mix: number(hard.mix, 'hard.mix', 0, 1),
      work: number(hard.work, 'hard.work', 0),
    },
  };
}

function only(o: Json, names: readonly string[], where: string): void {
  for (const k of Object.keys(o)) if (!names.includes(k)) throw new SettingsError(`Bad AI settings: ${where} has no setting "${k}" (it has ${names.join(', ')})`);
}

function lookOf(x: unknown, where: string): LookSettings {
  if (!isObject(x)) throw new SettingsError(`Bad AI settings: ${where} must be an object with "samples" and "replies"`);
  only(x, ['samples', 'replies'], where);
  if (typeof x.replies !== 'boolean') throw new SettingsError(`Bad AI settings: ${where}.replies must be true or false (got ${JSON.stringify(x.replies)})`);
  return { samples: whole(x.samples, `${where}.samples`, 1), replies: x.replies };
}

function number(x: unknown, where: string, min: number, max = Infinity): number {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < min || x > max) {
    const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
    throw new SettingsError(`Bad AI settings: ${where} must be a number ${range} (got ${JSON.stringify(x)})`);
  }
  return x;
}

function whole(x: unknown, where: string, min: number): number {
  if (!Number.isInteger(x) || (x as number) < min) throw new SettingsError(`Bad AI settings: ${where} must be a whole number, ${min} or more (got ${JSON.stringify(x)})`);
  return x as number;
}

function horizonOf(x: unknown): Horizon {
  const found = HORIZONS.find((h) => h === x);
  if (!found) throw new SettingsError(`Bad AI settings: hard.horizon must be one of ${HORIZONS.join(', ')} (got ${JSON.stringify(x)})`);
  return found;
}

/** The shipped levels (settings.json). */
export const SETTINGS: Settings = readSettings(shipped);
