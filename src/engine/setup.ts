import { draftOf, writePile, type Work } from './draft';
import { isExtraDeckMonster } from './card';
import { checkFormatId, type FormatId } from './formatRules';
import { MONSTER_ZONES, SPELL_TRAP_ZONES, STARTING_HAND, STARTING_LP, type Player } from './constants';
import { startTurn } from './phases';
import { randomInt, seedRng, shuffle, type RngState } from './random';
import { bindRegistry, resolveCardEntry, type Registry } from './registry';
import { DUEL_VERSION, type CardId, type CardInstance, type Duel, type PlayerState } from './state';
import { checkState } from './stateCheck';
import { initialTurnState } from './turn';

/** A player's deck: card names or 8-digit passcodes. */
export interface DeckList {
  main: string[];
  extra?: string[];
  side?: string[];
}

export interface DuelOptions {
  decks: [DeckList, DeckList];
  seed: number;
  /** Who goes first; by default a coin toss with the duel's generator. */
  firstPlayer?: Player;
  lp?: number;
  /** false keeps the listed order (first entry = top of the Deck). */
  shuffle?: boolean;
  /** The format whose rules the duel plays by (formatRules.ts); 'advanced' when absent. */
  format?: FormatId;
}

export const emptyPlayer = (lp: number): PlayerState => ({
  lp, deck: [], hand: [], extra: [], graveyard: [], banished: [],
  monsters: emptyZones(MONSTER_ZONES),
  spellTraps: emptyZones(SPELL_TRAP_ZONES),
  field: null, pendulum: [null, null], normalSummonUsed: false,
});

/** `count` empty zones (a plain loop: Array.from with a callback cost more than the rest of a player's record). */
function emptyZones(count: number): null[] {
  const zones: null[] = [];
  for (let i = 0; i < count; i++) zones.push(null);
  return zones;
}

/**
 * The ids of a Main and Extra Deck's worth of cards, made once (a constant table, never written):
 * every duel takes the same strings, already hashed and interned as property keys, instead of making
 * and interning 80-120 new ones; ids compared in the hot walks (holder lists, facts) then match by identity.
 */
const COMMON_IDS: readonly [readonly CardId[], readonly CardId[]] = [
  Object.freeze(Array.from({ length: 128 }, (_, serial) => `0:${serial}`)),
  Object.freeze(Array.from({ length: 128 }, (_, serial) => `1:${serial}`)),
];

/** Card instance ids say only whose card it is and a serial number, never what it is. */
export const instanceId = (owner: Player, serial: number): CardId => COMMON_IDS[owner][serial] ?? `${owner}:${serial}`;

/**
 * A new duel: each Deck shuffled with the seeded generator, both players draw 5, the first player
 * begins (no Battle Phase in their first turn, and no draw unless the format says so).
 */
export function createDuel(registry: Registry, options: DuelOptions): Duel {
  const { decks, seed } = options;
  if (!Array.isArray(decks) || decks.length !== 2) throw new TypeError('createDuel: decks must be a pair [DeckList, DeckList]');
  if (!Number.isFinite(seed)) throw new TypeError('createDuel: seed must be a number');
  const lp = options.lp ?? STARTING_LP;
  const formatId = checkFormatId(options.format, 'createDuel');
  let rng: RngState = seedRng(seed);
  const cards: Record<CardId, CardInstance> = {};
  const players: [PlayerState, PlayerState] = [emptyPlayer(lp), emptyPlayer(lp)];

  for (const owner of [0, 1] as const) {
    const list = decks[owner];
    if (!list || !Array.isArray(list.main)) throw new TypeError(`createDuel: deck ${owner + 1} needs a "main" list`);
    let main = list.main.map((e, i) => resolveCardEntry(registry, e, `Deck ${owner + 1}, Main Deck card ${i + 1}`));
    const extra = (list.extra ?? []).map((e, i) => resolveCardEntry(registry, e, `Deck ${owner + 1}, Extra Deck card ${i + 1}`));
    const misplaced = main.find(isExtraDeckMonster);
    if (misplaced) throw new RangeError(`Deck ${owner + 1}: ${misplaced.name} belongs in the Extra Deck`);
    // Only Fusion, Synchro and Xyz Monsters start in the Extra Deck (a Pendulum Monster gets there face-up, later).
    const notExtra = extra.find((c) => !isExtraDeckMonster(c));
    if (notExtra) throw new RangeError(`Deck ${owner + 1}: ${notExtra.name} is not a Fusion, Synchro or Xyz Monster, so it cannot be in the Extra Deck`);
    if (options.shuffle !== false) [main, rng] = shuffle(main, rng);
    let serial = 0;
    const take = (passcode: string): CardId => {
      const id = instanceId(owner, serial++);
      cards[id] = { id, passcode, owner };
      return id;
    };
    players[owner] = { ...players[owner], deck: main.map((d) => take(d.passcode)), extra: extra.map((d) => take(d.passcode)) };
  }

  let firstPlayer = options.firstPlayer;
  if (firstPlayer === undefined) {
    const [coin, next] = randomInt(rng, 2);
    rng = next;
    firstPlayer = coin as Player;
  }
  if (firstPlayer !== 0 && firstPlayer !== 1) throw new RangeError('createDuel: firstPlayer must be 0 or 1');

  const duel: Duel = {
    format: 'duelmat/duel', version: DUEL_VERSION, formatId, rng, startLp: lp, cards, players,
    turn: 0, turnPlayer: firstPlayer, firstPlayer,
    // `next` present from the start (undefined: not in the JSON), so every state of the duel has one shape.
    flow: { turnState: initialTurnState(false), window: null, prompt: null, chain: [], triggerQueue: [], next: undefined },
    rules: [], marks: [], lingering: [], winner: null, winReason: null, endCause: null, events: [],
  };
  const d = draftOf(bindRegistry(duel, registry));
  for (const p of [0, 1] as const) drawCards(d, p, STARTING_HAND);
  checkState(d);
  if (d.winner === null) startTurn(d, firstPlayer);
  return d;
}

/** Draws from the top of the Deck, as many as there are (the opening hand). */
function drawCards(d: Work, player: Player, n: number): void {
  const drawn = writePile(d, player, 'deck').splice(0, n);
  writePile(d, player, 'hand').push(...drawn);
}
