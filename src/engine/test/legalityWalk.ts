/**
 * The walk of the legality property test (legality.test.ts): one source of legality, as a property over fuzzed duels (issue 32 item 3; STYLE.md "One source of
 * legality"): in every position reached by seeded random legal play,
 * - every action `legalActions` lists applies without throwing, and no rule refuses it (`whyIllegal` null);
 * - every other action (the listed ones mutated: another card, other Tributes, another target, another
 *   phase, another answer; and actions that were legal earlier in the duel, in another phase) is
 *   refused by `applyAction` with `IllegalActionError`, and its message is the rule's own reason.
 */
import { applyAction, createDuel, IllegalActionError, legalActions, type Action, type CardId, type Duel } from '..';
import { CARD_POOL } from '../../cards';
import { EXTRA_DECK_PRESETS, PRESET_DECKS } from '../../cards/decks';
import { PHASES } from '../constants';
import { isLegal } from '../legal';
import { randomInt, seedRng, type RngState } from '../random';
import { whyIllegal } from '../reasons';
import type { FuzzDecks } from './fuzzing';

const EFFECT_CARDS = CARD_POOL.filter((c) => c.frame === 'spell' || c.frame === 'trap' || (c.frame === 'effect' && !c.winsFromHand)).map((c) => c.name);

/** A Normal Monster preset with 14 Spells, Traps and Effect Monsters swapped in (rotating with the seed), or an Extra Deck preset pairing. */
function decksFor(seed: number): FuzzDecks {
  if (seed % 2 === 0) {
    const deck = (k: number) => ({ main: [...EXTRA_DECK_PRESETS[k]!.main], extra: [...(EXTRA_DECK_PRESETS[k]!.extra ?? [])] });
    return [deck(seed % 3), deck(Math.floor(seed / 2) % 3)];
  }
  return [0, 1].map((p) => {
    const main = PRESET_DECKS[p]!.main;
    const picks = Array.from({ length: 14 }, (_, i) => EFFECT_CARDS[(seed * 5 + p * 7 + i) % EFFECT_CARDS.length]!);
    return { main: [...main.slice(0, 40 - picks.length), ...picks] };
  }) as FuzzDecks;
}

/** A small seeded picker for the walk and the mutations. */
class Picker {
  constructor(private rng: RngState) {}
  int(n: number): number {
    const [k, next] = randomInt(this.rng, n);
    this.rng = next;
    return k;
  }
  one<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
}

/** Actions that differ from a listed one in one part: the card, the Tributes, the target, the phase, the answer, the effect. */
function mutations(duel: Duel, a: Action, ids: readonly CardId[], pick: Picker): Action[] {
  const other = (): CardId => pick.one(ids);
  const out: Action[] = [];
  if ('card' in a) out.push({ ...a, card: other() } as Action);
  switch (a.type) {
    case 'normalSummon':
    case 'setMonster':
      out.push({ ...a, tributes: [...a.tributes, other()] });
      if (a.tributes.length > 0) out.push({ ...a, tributes: a.tributes.slice(1) }, { ...a, tributes: [other(), ...a.tributes.slice(1)] });
      break;
    case 'attack':
      out.push({ ...a, target: other() }, { ...a, target: a.target === 'direct' ? other() : 'direct' });
      break;
    case 'nextPhase':
      for (const to of PHASES) out.push({ ...a, to });
      break;
    case 'select':
      out.push('ids' in a ? { type: 'select', ids: [other()] } : { type: 'select', option: `${a.option}?` });
      break;
    case 'activate':
      out.push({ ...a, effect: (a.effect ?? 0) + 1 }, { ...a, zone: pick.int(6) });
      break;
    case 'specialSummon':
      if (a.materials) out.push({ ...a, materials: a.materials.slice(1) }, { ...a, materials: [other(), ...a.materials.slice(1)] });
      if (a.method === 'pendulum') out.push({ ...a, materials: [other()] });
      out.push({ ...a, zone: pick.int(6) });
      break;
    default:
      break;
  }
  // One of them, picked at random: enough over thousands of positions, and quick.
  return out.length > 0 ? [pick.one(out)] : [];
}

export interface Tally {
  listed: number;
  refused: number;
  reasons: Set<string>;
  /** The kinds of action listed along the way ("specialSummon:pendulum", "select:stop", ...). */
  kinds: Set<string>;
}

const kindOf = (a: Action): string =>
  a.type === 'specialSummon' ? `specialSummon:${a.method}` : a.type === 'activate' ? `activate${a.effect === -1 ? ':scale' : ''}` : a.type === 'select' && 'option' in a ? `select:${a.option}` : a.type;

/** Listed actions applied per position, besides the one the walk goes on with. */
const APPLIED_PER_POSITION = 3;

/** Fails the test with what broke (messages are made only on failure: this runs for every action tried). */
function fail(where: string, what: string, action: Action): never {
  throw new Error(`${where}: ${JSON.stringify(action)} ${what}`);
}

/** Checks one position: the listed actions both ways, and the mutated and stale ones refused with the rule's reason. */
export function checkPosition(duel: Duel, stale: readonly Action[], pick: Picker, tally: Tally, where: string): void {
  const listed = legalActions(duel);
  const ids = Object.keys(duel.cards);
  for (const a of listed) {
    const why = whyIllegal(duel, a);
    if (why !== null) fail(where, `is listed, but a rule refuses it: ${why}`, a);
    tally.kinds.add(kindOf(a));
  }
  // Applying is the costly part: a few listed actions per position, picked at random (the walk applies one more).
  for (let i = 0; i < Math.min(APPLIED_PER_POSITION, listed.length); i++) {
    const a = pick.one(listed);
    try {
      applyAction(duel, a);
    } catch (e) {
      fail(where, `is listed, but applying it threw: ${String(e)}`, a);
    }
    tally.listed++;
  }
  const candidates: Action[] = [{ type: 'pass' }, ...listed.flatMap((a) => mutations(duel, a, ids, pick)), ...stale];
  for (const c of candidates) {
    const why = whyIllegal(duel, c);
    if (isLegal(duel, c)) {
      if (why !== null) fail(where, `is accepted, but a rule refuses it: ${why}`, c);
      continue;
    }
    if (why === null) fail(where, 'is not listed, but no rule refuses it', c);
    let error: unknown = null;
    try {
      applyAction(duel, c);
    } catch (e) {
      error = e;
    }
    if (!(error instanceof IllegalActionError)) fail(where, `was not refused with IllegalActionError: ${String(error)}`, c);
    if (error.message !== why) fail(where, `was refused with "${error.message}", not the rule's "${why}"`, c);
    tally.refused++;
    tally.reasons.add(why.replace(/\d+|"[^"]*"/g, '#'));
  }
}

/** One seeded random duel, every position checked; returns how many actions it took. */
export function walk(seed: number, tally: Tally, maxActions: number): void {
  let duel = createDuel({ decks: decksFor(seed), seed });
  const pick = new Picker(seedRng(seed * 7919 + 3));
  const stale: Action[] = [];
  for (let i = 0; i < maxActions && duel.winner === null; i++) {
    checkPosition(duel, stale, pick, tally, `seed ${seed}, action ${i + 1}`);
    const legal = legalActions(duel);
    const action = pick.one(legal);
    // Keep a few actions of earlier positions: tried again later, most are out of their phase or moment.
    if (stale.length < 12) stale.push(action);
    else stale[pick.int(12)] = action;
    duel = applyAction(duel, action);
  }
}

