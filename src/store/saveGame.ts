import { z } from 'zod';
import { applyAction, createDuel, DEFAULT_FORMAT, FORMAT_IDS, keepingSecrets, loadScenario, type Action, type DeckList, type Duel, type FormatId, type Player, type Scenario } from '../engine';
import { LEVELS, type Level } from '../ai/levels';
import { MAX_SEED, wholeNumber } from '../engine/scenarioSchema';

/**
 * A running duel as it is saved (localStorage, after every action) and as a replay file is written:
 * how it started (decks + seed + who goes first, or a scenario) and the actions played since, with a
 * format version. The duel itself is never stored: the engine is deterministic, so playing the
 * actions again from the start gives the same duel, prompt for prompt (a stored duel would also
 * tie saves to the engine's internal shape).
 *
 * Untrusted on the way in: `parseSave` checks the shape and the version, `replay` plays the actions
 * through `applyAction`, so an action that is not legal where it stands refuses the whole save with
 * the reason (it was made with other card behaviour, or edited).
 */

export const SAVE_FORMAT = 'duelmat-duel';
export const SAVE_VERSION = 1;
/** A duel of several thousand actions is absurd; more is refused rather than replayed. */
export const MAX_SAVED_ACTIONS = 20_000;
export const MAX_SAVE_CHARS = 2_000_000;

export const MODES = ['computer', 'hotseat'] as const;
export type SaveMode = (typeof MODES)[number];

/**
 * How a duel started. A deck duel records its format (a save from before formats has none and reads
 * as 'advanced'); a position carries it in its scenario's "format". `keepSecrets`: a hotseat duel,
 * whose windows say nothing about hidden cards (the engine's `keepingSecrets`).
 */
export type DuelStart =
  | { readonly kind: 'decks'; readonly decks: readonly [DeckList, DeckList]; readonly seed: number; readonly firstPlayer: Player; readonly format?: FormatId; readonly keepSecrets?: true }
  | { readonly kind: 'scenario'; readonly scenario: Scenario; readonly keepSecrets?: true };

export interface DuelSave {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly mode: SaveMode;
  /** A practice duel against the computer (undo allowed). */
  readonly practice: boolean;
  readonly start: DuelStart;
  readonly actions: readonly Action[];
  /** The player who surrendered (the duel then ended), or null. */
  readonly surrenderedBy: Player | null;
  /** Hotseat: whose view was on screen, and whether the pass-the-device cover was up. */
  readonly viewer: Player;
  readonly handoverTo: Player | null;
  /** The computer's level fixed by the duel's setup (the guided first duel plays Easy), if any. */
  readonly computerLevel?: Level;
  /** Indices in `actions` of the passes made for a player in a window they were not asked in (not their own decision). */
  readonly auto?: readonly number[];
}

const player = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });
const passcodes = z.array(z.string({ error: 'must be a card name or passcode' }), { error: 'must be a list' }).max(200, { error: 'is too long' });
const deckList = z.object({ main: passcodes, extra: passcodes.optional(), side: passcodes.optional() }, { error: 'must be a deck' });
const start = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('decks'), decks: z.tuple([deckList, deckList], { error: 'must be two decks' }), seed: wholeNumber(0, MAX_SEED), firstPlayer: player,
      format: z.enum(FORMAT_IDS, { error: `must be one of ${FORMAT_IDS.join(', ')}` }).optional(),
      keepSecrets: z.literal(true).optional(),
    }),
    z.object({ kind: z.literal('scenario'), scenario: z.record(z.string(), z.unknown(), { error: 'must be a scenario object' }), keepSecrets: z.literal(true).optional() }),
  ],
  { error: 'must say how the duel started (decks and seed, or a scenario)' },
);
const action = z.looseObject({ type: z.string({ error: 'must have a type' }) }, { error: 'must be an action object' });
const saveSchema = z.object({
  format: z.literal(SAVE_FORMAT, { error: `is not "${SAVE_FORMAT}"` }),
  version: z.number({ error: 'must be a number' }),
  mode: z.enum(MODES, { error: 'must be "computer" or "hotseat"' }),
  practice: z.boolean().optional(),
  start,
  actions: z.array(action, { error: 'must be a list' }).max(MAX_SAVED_ACTIONS, { error: `may hold at most ${MAX_SAVED_ACTIONS} actions` }),
  surrenderedBy: player.nullable().optional(),
  viewer: player.optional(),
  handoverTo: player.nullable().optional(),
  computerLevel: z.enum(LEVELS, { error: `must be one of ${LEVELS.join(', ')}` }).optional(),
  auto: z.array(z.number().int().min(0), { error: 'must be a list of action numbers' }).max(MAX_SAVED_ACTIONS).optional(),
});

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const issues = (e: z.ZodError): string =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? `${i.path.join('.')} ` : ''}${i.message}`)
    .join('; ');

/** Checks untrusted JSON text or data (a stored save, an imported replay's duel part) against the save shape and version. */
export function parseSave(input: unknown, what = 'The saved duel'): Parsed<DuelSave> {
  let json = input;
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_CHARS) return { ok: false, error: `${what} is too large` };
    try {
      json = JSON.parse(input);
    } catch {
      return { ok: false, error: `${what} is not JSON` };
    }
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > SAVE_VERSION) {
    return { ok: false, error: `${what} was made by a newer version of duelmat (format version ${version}; this one reads ${SAVE_VERSION})` };
  }
  const result = saveSchema.safeParse(json);
  if (!result.success) return { ok: false, error: `${what} is not a duelmat save: ${issues(result.error)}` };
  const s = result.data;
  if (s.version !== SAVE_VERSION) return { ok: false, error: `${what} has format version ${s.version}; this version of duelmat reads ${SAVE_VERSION}` };
  return {
    ok: true,
    value: {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      mode: s.mode,
      practice: s.practice ?? false,
      // A deck duel saved before formats existed was played by the rules now called 'advanced'.
      start: (s.start.kind === 'decks' ? { ...s.start, format: s.start.format ?? DEFAULT_FORMAT } : s.start) as DuelStart,
      actions: s.actions as unknown as Action[],
      surrenderedBy: s.surrenderedBy ?? null,
      viewer: s.viewer ?? 0,
      handoverTo: s.handoverTo ?? null,
      ...(s.computerLevel && { computerLevel: s.computerLevel }),
      ...(s.auto && { auto: s.auto }),
    },
  };
}

/** The duel a start describes (throws the engine's error for a bad deck or scenario). */
export function startDuel(s: DuelStart): Duel {
  const duel =
    s.kind === 'scenario'
      ? loadScenario(s.scenario)
      : createDuel({ decks: [cloneDeck(s.decks[0]), cloneDeck(s.decks[1])], seed: s.seed, firstPlayer: s.firstPlayer, format: s.format ?? DEFAULT_FORMAT });
  return s.keepSecrets ? keepingSecrets(duel) : duel;
}

const cloneDeck = (d: DeckList): DeckList => ({ main: [...d.main], extra: [...(d.extra ?? [])], ...(d.side && { side: [...d.side] }) });

/**
 * Every duel from the start through each action: `duels[0]` is the start, `duels[i + 1]` the duel
 * after `actions[i]`. An action the engine refuses ends the replay with the reason and where.
 */
export function replay(start: DuelStart, actions: readonly Action[]): Parsed<Duel[]> {
  let duel: Duel;
  try {
    duel = startDuel(start);
  } catch (e) {
    return { ok: false, error: `its start cannot be set up: ${message(e)}` };
  }
  const duels = [duel];
  for (const [i, a] of actions.entries()) {
    try {
      duel = applyAction(duel, a);
    } catch (e) {
      return { ok: false, error: `action ${i + 1} of ${actions.length} is not legal there (${message(e)})` };
    }
    duels.push(duel);
  }
  return { ok: true, value: duels };
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export { safeStorage, storageRefusal, type SafeStorage, type StorageRefusal } from './storage';
