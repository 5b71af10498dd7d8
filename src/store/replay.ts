import { z } from 'zod';
import { opponentOf, viewFor, type Action, type Duel, type DuelView, type Player, type PlayerView } from '../engine';
import { MAX_TURN, wholeNumber } from '../engine/scenarioSchema';
import { MAX_SAVE_CHARS, parseSave, replay, SAVE_FORMAT, SAVE_VERSION, type DuelStart, type Parsed } from './saveGame';

/**
 * A replay file: a finished duel as a small JSON file (format version, both decks or the position,
 * the seed, every action, the players' names) plus the result it ended with, so that importing it
 * can say when it no longer plays out the same (made with other card behaviour, or edited).
 */
export const REPLAY_FORMAT = 'duelmat-replay';
export const REPLAY_VERSION = 1;

export interface DuelResult {
  readonly winner: Player | 'draw' | null;
  readonly turn: number;
  readonly lp: readonly [number, number];
}

export interface Replay {
  readonly format: typeof REPLAY_FORMAT;
  readonly version: typeof REPLAY_VERSION;
  readonly names: readonly [string, string];
  readonly mode: 'computer' | 'hotseat';
  readonly start: DuelStart;
  readonly actions: readonly Action[];
  readonly surrenderedBy: Player | null;
  readonly result: DuelResult;
}

/**
 * What a replay's mat shows at one of its positions: `viewer`'s view (their hand, the opponent's
 * hidden cards face-down, as they saw the duel); with both hands, the other side as its owner saw
 * it (their hand, Set cards and Extra Deck), since the person watching may now know everything.
 */
export function replayView(duel: Duel, viewer: Player, bothHands: boolean): DuelView {
  const view = viewFor(duel, viewer);
  if (!bothHands) return view;
  const other = opponentOf(viewer);
  const players: [PlayerView, PlayerView] = [view.players[0], view.players[1]];
  players[other] = viewFor(duel, other).players[other];
  return { ...view, players };
}

/** Whose turn it is, for a player named as the replay names them: "Your turn" for "You", else "Player 2’s turn". */
export const turnWords = (name: string): string => (name === 'You' ? 'Your turn' : `${name}’s turn`);

/** The result a played-out duel ends with (a surrender ends it for the surrendering player's opponent). */
export function resultOf(duel: Duel, surrenderedBy: Player | null): DuelResult {
  const winner = surrenderedBy !== null ? opponentOf(surrenderedBy) : duel.winner;
  return { winner, turn: duel.turn, lp: [duel.players[0].lp, duel.players[1].lp] };
}

const player = z.union([z.literal(0), z.literal(1)]);
const lpAtEnd = z.int({ error: 'must be a whole number of 0 or more' }).min(0, { error: 'must be a whole number of 0 or more' });
const replayShape = z.object({
  format: z.literal(REPLAY_FORMAT, { error: `is not "${REPLAY_FORMAT}"` }),
  version: z.number({ error: 'must be a number' }),
  names: z.tuple([z.string().max(60), z.string().max(60)], { error: 'must be two names' }),
  mode: z.enum(['computer', 'hotseat']),
  start: z.unknown(),
  actions: z.unknown(),
  surrenderedBy: player.nullable(),
  // Whole numbers (LP may have grown past the starting range in play, so only from 0).
  result: z.object({ winner: z.union([player, z.literal('draw')]).nullable(), turn: wholeNumber(1, MAX_TURN), lp: z.tuple([lpAtEnd, lpAtEnd]) }, { error: 'must give the winner, the turn and both LP' }),
});

export interface OpenedReplay {
  readonly replay: Replay;
  /** The duel after each action (`duels[0]` is the start). */
  readonly duels: readonly Duel[];
  /** Set when the actions play out to another result than the file records. */
  readonly mismatch: string | null;
}

const resultWords = (r: DuelResult, names: readonly [string, string]): string =>
  `${r.winner === null ? 'no winner' : r.winner === 'draw' ? 'a draw' : `${names[r.winner]} winning`} on turn ${r.turn} at ${r.lp[0]} / ${r.lp[1]} LP`;

/**
 * Reads a replay file's text: its shape and version are checked, its actions are played again from
 * its start; an action that is not legal refuses it; another result than the recorded one opens it
 * with `mismatch` saying so.
 */
export function openReplay(text: unknown): Parsed<OpenedReplay> {
  if (typeof text !== 'string') return { ok: false, error: 'The replay must be text' };
  if (text.length > MAX_SAVE_CHARS) return { ok: false, error: 'The replay file is too large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The replay file is not JSON' };
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > REPLAY_VERSION) {
    return { ok: false, error: `The replay was made by a newer version of duelmat (format version ${version}; this one reads ${REPLAY_VERSION})` };
  }
  const shape = replayShape.safeParse(json);
  if (!shape.success) {
    const i = shape.error.issues[0];
    return { ok: false, error: `The file is not a duelmat replay: ${i?.path.join('.') ?? ''} ${i?.message ?? ''}`.trim() };
  }
  const r = shape.data;
  if (r.version !== REPLAY_VERSION) return { ok: false, error: `The replay has format version ${r.version}; this version of duelmat reads ${REPLAY_VERSION}` };
  // The duel part has the save's shape: checked by the same schema.
  const duelPart = parseSave({ format: SAVE_FORMAT, version: SAVE_VERSION, mode: r.mode, start: r.start, actions: r.actions }, 'The replay');
  if (!duelPart.ok) return { ok: false, error: duelPart.error.replace('is not a duelmat save', 'is not a duelmat replay') };
  const played = replay(duelPart.value.start, duelPart.value.actions);
  if (!played.ok) return { ok: false, error: `The replay does not play out with this version's rules: ${played.error}` };
  const value: Replay = { format: REPLAY_FORMAT, version: REPLAY_VERSION, names: r.names, mode: r.mode, start: duelPart.value.start, actions: duelPart.value.actions, surrenderedBy: r.surrenderedBy, result: r.result };
  const now = resultOf(played.value.at(-1)!, r.surrenderedBy);
  const same = now.winner === r.result.winner && now.turn === r.result.turn && now.lp[0] === r.result.lp[0] && now.lp[1] === r.result.lp[1];
  const mismatch = same
    ? null
    : `This replay does not play out to the result it recorded (${resultWords(r.result, r.names)}); with this version's rules it ends with ${resultWords(now, r.names)}. It was probably made with other card behaviour.`;
  return { ok: true, value: { replay: value, duels: played.value, mismatch } };
}

/** A file name for a replay: the names and the date part the caller gives. */
export function replayFileName(r: Replay, stamp: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = (s: string) => s.replace(/[\u0000-\u001f<>:"/\\|?*]/g, '_').trim();
  return `${clean(r.names[0])} vs ${clean(r.names[1])} ${clean(stamp)}.duelmat-replay.json`;
}
