import { canonicalSlot, draftOf, writePlayer } from './draft';
import { isExtraDeckMonster, isMonster, isMonsterIn, isTrapMonster } from './card';
import { mustBeProperlySummoned } from './extraDeck';
import { printedOn } from './ruleSources';
import { checkFormatId, type FormatId } from './formatRules';
import { MONSTER_ZONES, SPELL_TRAP_ZONES, STARTING_LP, type Phase, type Player } from './constants';
import { advanceTo, startTurn } from './phases';
import { seedRng } from './random';
import { bindRegistry, resolveCardEntry, type Registry } from './registry';
import { instanceId } from './setup';
import { DUEL_VERSION, type CardId, type CardInstance, type Duel, type MonsterSlot, type PlayerState, type SpellTrapSlot } from './state';
import { checkState } from './stateCheck';
import { scenarioShapeProblem } from './scenarioSchema';

/** A duel set up mid-game from plain JSON (DESIGN.md "Scenario / puzzle JSON"); also the puzzle format. */
export interface Scenario {
  turn?: number;
  turnPlayer?: Player;
  phase?: Phase;
  seed?: number;
  startLp?: number;
  /** The format whose rules the duel plays by (formatRules.ts); 'advanced' when absent. */
  format?: FormatId;
  players: [ScenarioPlayer, ScenarioPlayer];
}
type PileEntry = string | { card: string; properlySummoned?: boolean };
export interface ScenarioPlayer {
  lp?: number;
  hand?: string[];
  /** Top of the Deck first. */
  deck?: string[];
  /** Extra Deck cards; `{ "card": name, "faceUp": true }` for a Pendulum Monster lying face-up there. */
  extra?: (string | { card: string; faceUp?: boolean })[];
  graveyard?: PileEntry[];
  /** Banished cards; `{ "card": name, "faceDown": true }` for one banished face-down (only its owner sees it). */
  banished?: (PileEntry | { card: string; properlySummoned?: boolean; faceDown?: boolean })[];
  monsters?: ({ card: string; position?: 'attack' | 'defense'; faceUp?: boolean; summonedThisTurn?: boolean; specialSummoned?: boolean; summonedAs?: 'synchro' | 'xyz'; counters?: number; materials?: string[] } | null)[];
  spellTraps?: ({ card: string; faceUp?: boolean; setThisTurn?: boolean; equippedTo?: number; counters?: number; declared?: string } | null)[];
  field?: { card: string; faceUp?: boolean; counters?: number } | string | null;
  pendulum?: [({ card: string } | string | null)?, ({ card: string } | string | null)?];
  normalSummonUsed?: boolean;
}

/** A scenario that cannot be set up; the message says what is wrong and where. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
}

/**
 * Sets up a duel from a scenario, validating it first (unknown cards, more than 5 monsters, a Spell
 * in a Monster Zone, ... are refused with a ScenarioError). Monsters placed count as having been on
 * the field since an earlier turn unless `summonedThisTurn`. Phase 'draw' starts the turn (and its
 * draw); 'battle' is the Battle Step; 'end' runs the end of the End Phase.
 */
export function loadScenario(registry: Registry, s: Scenario): Duel {
  try {
    return build(registry, s);
  } catch (e) {
    if (e instanceof ScenarioError) throw e;
    throw new ScenarioError(`Bad scenario: ${(e as Error).message}`);
  }
}

function build(registry: Registry, s: Scenario): Duel {
  // The shape first (every number whole and in range, every field of the right kind), naming the field.
  const shape = scenarioShapeProblem(s);
  if (shape !== null) throw new ScenarioError(`Bad scenario: ${shape}`);
  const turn = s.turn ?? 1;
  const turnPlayer = s.turnPlayer ?? 0;
  const phase = s.phase ?? 'main1';
  if (phase === 'battle' && turn === 1) throw new ScenarioError('Bad scenario: the first turn has no Battle Phase');
  const formatId = checkFormatId(s.format, 'Bad scenario');

  const startLp = s.startLp ?? STARTING_LP;
  const cards: Record<CardId, CardInstance> = {};
  const marks: Marks = { faceUpExtra: [], properlySummoned: [], faceDownBanished: [] };
  const players = ([0, 1] as const).map((p) => buildPlayer(registry, s.players[p], p, turn, startLp, cards, marks)) as [PlayerState, PlayerState];
  const firstPlayer: Player = turn % 2 === 1 ? turnPlayer : turnPlayer === 0 ? 1 : 0;

  const duel: Duel = {
    format: 'duelmat/duel', version: DUEL_VERSION, formatId, rng: seedRng(s.seed ?? 0), startLp, cards, players,
    turn, turnPlayer, firstPlayer,
    // `next` present from the start (undefined: not in the JSON), so every state of the duel has one shape.
    flow: { turnState: phase === 'battle' ? { battle: 'battle' } : phase, window: null, prompt: null, chain: [], triggerQueue: [], next: undefined },
    rules: [], marks: [], lingering: [], winner: null, winReason: null, endCause: null, events: [],
    ...(marks.faceUpExtra.length > 0 ? { faceUpExtra: marks.faceUpExtra } : {}),
    ...(marks.properlySummoned.length > 0 ? { properlySummoned: marks.properlySummoned } : {}),
    ...(marks.faceDownBanished.length > 0 ? { faceDownBanished: marks.faceDownBanished } : {}),
  };
  const d = draftOf(bindRegistry(duel, registry));
  checkState(d);
  if (d.winner === null) {
    if (phase === 'draw') {
      d.turn = turn - 1;
      startTurn(d, turnPlayer);
      writePlayer(d, turnPlayer).normalSummonUsed = s.players[turnPlayer].normalSummonUsed ?? false;
    } else if (phase === 'standby') advanceTo(d, 'main1');
    else if (phase === 'end') advanceTo(d, 'end');
  }
  return d;
}

/** What a scenario says about cards beyond their place: face-up in the Extra Deck, properly Summoned. */
interface Marks { faceUpExtra: CardId[]; properlySummoned: CardId[]; faceDownBanished: CardId[] }

function buildPlayer(registry: Registry, sp: ScenarioPlayer, p: Player, turn: number, startLp: number, cards: Record<CardId, CardInstance>, marks: Marks): PlayerState {
  const where = `player ${p + 1}`;
  if (typeof sp !== 'object' || sp === null) throw new ScenarioError(`Bad scenario: ${where} must be an object`);
  let serial = 0;
  const take = (entry: unknown, at: string): CardId => {
    const name = typeof entry === 'object' && entry !== null && 'card' in entry ? (entry as { card: unknown }).card : entry;
    const def = resolveCardEntry(registry, name, `${where} ${at}`);
    const id = instanceId(p, serial++);
    cards[id] = { id, passcode: def.passcode, owner: p };
    // On the field, in the Graveyard or banished, a monster that must be properly Summoned first was,
    // unless the entry says "properlySummoned": false (DESIGN.md "Scenario / puzzle JSON").
    const inPlay = !/^(hand|deck|extra) /.test(at);
    const said = typeof entry === 'object' && entry !== null ? (entry as { properlySummoned?: unknown; faceUp?: unknown; faceDown?: unknown }) : {};
    if (inPlay && (mustBeProperlySummoned(def) || printedOn(def, 'onlyByProcedure')) && said.properlySummoned !== false) marks.properlySummoned.push(id);
    if (/^extra /.test(at) && said.faceUp === true) {
      if (def.frame !== 'pendulum') throw new ScenarioError(`Bad scenario: ${where} ${at}: only a Pendulum Monster lies face-up in the Extra Deck`);
      marks.faceUpExtra.push(id);
    }
    if (/^banished /.test(at) && said.faceDown === true) marks.faceDownBanished.push(id);
    if (/^extra /.test(at) && !isExtraDeckMonster(def) && def.frame !== 'pendulum') throw new ScenarioError(`Bad scenario: ${where} ${at}: ${def.name} does not belong in the Extra Deck`);
    return id;
  };
  const list = (key: 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished'): CardId[] => {
    const v = sp[key] ?? [];
    if (!Array.isArray(v)) throw new ScenarioError(`Bad scenario: ${where} ${key} must be a list`);
    return v.map((e, i) => take(e, `${key} ${i + 1}`));
  };
  const lp = sp.lp ?? startLp;
  const monstersIn = sp.monsters ?? [];
  const monsters: (MonsterSlot | null)[] = Array.from({ length: MONSTER_ZONES }, (_, i) => {
    const m = monstersIn[i];
    if (!m) return null;
    const def = resolveCardEntry(registry, m.card, `${where} Monster Zone ${i + 1}`);
    // A Trap Monster may be there, face-up (one placed by a scenario holds no Spell & Trap Zone).
    if (!isMonsterIn(def, true) || (isTrapMonster(def) && m.faceUp === false)) throw new ScenarioError(`Bad scenario: ${where} Monster Zone ${i + 1}: ${def.name} is not a monster`);
    const position = m.position ?? 'attack';
    if (position !== 'attack' && position !== 'defense') throw new ScenarioError(`Bad scenario: ${where} Monster Zone ${i + 1}: position must be "attack" or "defense"`);
    const faceUp = m.faceUp ?? true;
    if (!faceUp && position === 'attack') throw new ScenarioError(`Bad scenario: ${where} Monster Zone ${i + 1}: a face-down monster is in Defense Position`);
    if (!faceUp && def.frame === 'token') throw new ScenarioError(`Bad scenario: ${where} Monster Zone ${i + 1}: a Token is always face-up`);
    // Rulebook v9.1, "Xyz Materials": "Monsters that are used to Xyz Summon are called 'Xyz Materials', and are placed
    // underneath the Xyz Monster"; no other monster has any, and "Tokens cannot be used as an Xyz Material".
    const materials = m.materials ?? [];
    if (materials.length > 0 && def.frame !== 'xyz') throw new ScenarioError(`Bad scenario: ${where} Monster Zone ${i + 1} materials: ${def.name} is not an Xyz Monster, so it has no Xyz Materials`);
    materials.forEach((name, j) => {
      const material = resolveCardEntry(registry, name, `${where} Monster Zone ${i + 1} material ${j + 1}`);
      if (material.frame === 'token') throw new ScenarioError(`Bad scenario: ${where} Monster Zone ${i + 1} material ${j + 1}: a Token cannot be an Xyz Material`);
    });
    // In the one shape of a slot (draft.ts canonicalSlot).
    return canonicalSlot({
      card: take(m.card, `Monster Zone ${i + 1}`), position, faceUp,
      placedTurn: m.summonedThisTurn ? turn : turn - 1,
      positionChangedTurn: null, attackedTurn: null, battledTurn: null,
      counters: m.counters ?? 0,
      materials: (m.materials ?? []).map((name, j) => take(name, `Monster Zone ${i + 1} material ${j + 1}`)),
      ...(m.specialSummoned && { specialSummoned: true as const }),
      ...(m.summonedAs !== undefined && { summonedAs: m.summonedAs }),
    });
  });

  const stIn = sp.spellTraps ?? [];
  const spellTraps: (SpellTrapSlot | null)[] = Array.from({ length: SPELL_TRAP_ZONES }, (_, i) => {
    const e = stIn[i];
    if (!e) return null;
    const def = resolveCardEntry(registry, e.card, `${where} Spell & Trap Zone ${i + 1}`);
    // A Union monster equipped by its own effect is the one monster that lies in a Spell & Trap Zone (face-up, equipped).
    const equippedUnion = def.subtype?.includes('union') === true && e.equippedTo !== undefined && e.faceUp === true;
    if (isMonster(def) && !equippedUnion) throw new ScenarioError(`Bad scenario: ${where} Spell & Trap Zone ${i + 1}: ${def.name} is a monster (only a Union monster may be here, face-up with equippedTo)`);
    const equippedTo = e.equippedTo === undefined ? null : monsters[e.equippedTo]?.card ?? null;
    if (e.equippedTo !== undefined && equippedTo === null) throw new ScenarioError(`Bad scenario: ${where} Spell & Trap Zone ${i + 1}: equippedTo names an empty Monster Zone`);
    // Counters lie only on a face-up card (Shard of Greed's Greed Counters).
    if (e.counters && !(e.faceUp ?? false)) throw new ScenarioError(`Bad scenario: ${where} Spell & Trap Zone ${i + 1}: a face-down card has no counters`);
    // What a card declared as it was activated is kept only by a face-up card (Wall of Revealing Light's LP).
    if (e.declared !== undefined && !(e.faceUp ?? false)) throw new ScenarioError(`Bad scenario: ${where} Spell & Trap Zone ${i + 1}: a face-down card has declared nothing`);
    return {
      card: take(e.card, `Spell & Trap Zone ${i + 1}`), faceUp: e.faceUp ?? false, setTurn: e.setThisTurn ? turn : turn - 1, equippedTo,
      ...(e.counters ? { counters: e.counters } : {}), ...(e.declared !== undefined ? { declared: e.declared } : {}),
    };
  });

  let field: SpellTrapSlot | null = null;
  if (sp.field) {
    const entry = typeof sp.field === 'string' ? { card: sp.field } : sp.field;
    const def = resolveCardEntry(registry, entry.card, `${where} Field Zone`);
    if (def.frame !== 'spell' || !def.subtype?.includes('field')) throw new ScenarioError(`Bad scenario: ${where} Field Zone: ${def.name} is not a Field Spell`);
    const counters = 'counters' in entry ? entry.counters ?? 0 : 0;
    field = { card: take(entry.card, 'Field Zone'), faceUp: 'faceUp' in entry ? entry.faceUp ?? true : true, setTurn: turn - 1, equippedTo: null, ...(counters > 0 && { counters }) };
  }
  const pendulum = ([0, 1] as const).map((i) => {
    const raw = sp.pendulum?.[i];
    if (!raw) return null;
    const name = typeof raw === 'string' ? raw : raw.card;
    const def = resolveCardEntry(registry, name, `${where} Pendulum Zone`);
    if (def.frame !== 'pendulum') throw new ScenarioError(`Bad scenario: ${where} Pendulum Zone: ${def.name} is not a Pendulum Monster`);
    return { card: take(name, 'Pendulum Zone'), faceUp: true, setTurn: turn - 1, equippedTo: null };
  }) as [SpellTrapSlot | null, SpellTrapSlot | null];

  return {
    lp, hand: list('hand'), deck: list('deck'), extra: list('extra'), graveyard: list('graveyard'), banished: list('banished'),
    monsters, spellTraps, field, pendulum, normalSummonUsed: sp.normalSummonUsed ?? false,
  };
}
