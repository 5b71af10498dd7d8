import { z } from 'zod';
import { MONSTER_ZONES, PHASES, SPELL_TRAP_ZONES } from './constants';
import { shownValue } from './words';

/**
 * The shape of a scenario (DESIGN.md "Scenario / puzzle JSON"), checked before anything is set up:
 * a position from a `?scenario=` link, a puzzle, a save that starts from a position all come through
 * `loadScenario`, which refuses one that breaks this with the field named ("player 1 Monster Zone 2
 * counters must be a whole number from 0 to 999 (got -1)"), as chessops checks a `Setup` before it
 * becomes a position. What needs the card pool (unknown cards, a Spell in a Monster Zone, Xyz
 * Materials under a monster that is not an Xyz Monster) is checked by scenario.ts as it places cards.
 *
 * The ranges, chosen so every number stays exact through JSON and arithmetic and no real position is
 * refused: LP 0 to 1,000,000 and starting LP 1 to 1,000,000 (8000 is the rule; a duel that gains
 * far beyond it is no position anyone sets up); turn 1 to 10,000; seed a 32-bit unsigned integer
 * (what the generator reads: 0 to 4,294,967,295); counters 0 to 999; at most 30 Xyz Materials under
 * one monster and 200 cards in each pile. All whole numbers: "abc", 0.5, 1e300 and Infinity (1e400
 * in JSON) are refused.
 *
 * Objects stay open: a field this version does not know passes through (a later field such as a
 * format is added here when it is read), so only what exists is validated.
 */
export const MAX_LP = 1_000_000;
export const MAX_TURN = 10_000;
export const MAX_SEED = 0xffff_ffff;
export const MAX_COUNTERS = 999;
export const MAX_MATERIALS = 30;
export const MAX_PILE = 200;

const words = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** A whole number in a range, refused in one message ("must be a whole number from 0 to 999"); saves use it too. */
export const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${words(min)} to ${words(max)}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const whole = wholeNumber;
const flag = z.boolean({ error: 'must be true or false' });
const card = z.string({ error: 'must be a card name or passcode' }).trim().min(1, { error: 'must be a card name or passcode' });
const entry = <T extends z.ZodRawShape>(shape: T) => z.union([card, z.looseObject({ card, ...shape })], { error: 'must be a card name or passcode, or an object with "card"' });
const pile = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' }).max(MAX_PILE, { error: `may hold at most ${MAX_PILE} cards` });

const monster = z.looseObject(
  {
    card,
    position: z.enum(['attack', 'defense'], { error: 'must be "attack" or "defense"' }).optional(),
    faceUp: flag.optional(),
    summonedThisTurn: flag.optional(),
    specialSummoned: flag.optional(),
    summonedAs: z.enum(['synchro', 'xyz'], { error: 'must be "synchro" or "xyz"' }).optional(),
    counters: whole(0, MAX_COUNTERS).optional(),
    materials: z.array(card, { error: 'must be a list' }).max(MAX_MATERIALS, { error: `may hold at most ${MAX_MATERIALS} cards` }).optional(),
  },
  { error: 'must be a monster object with "card", or null' },
);
const spellTrap = z.looseObject(
  { card, faceUp: flag.optional(), setThisTurn: flag.optional(), equippedTo: whole(0, MONSTER_ZONES - 1).optional(), counters: whole(0, MAX_COUNTERS).optional(),
    declared: z.string({ error: 'must be a string' }).max(100, { error: 'may be at most 100 characters' }).optional() },
  { error: 'must be a Spell/Trap object with "card", or null' },
);

const player = z.looseObject(
  {
    lp: whole(0, MAX_LP).optional(),
    hand: pile(card).optional(),
    deck: pile(card).optional(),
    extra: pile(entry({ faceUp: flag.optional() })).optional(),
    graveyard: pile(entry({ properlySummoned: flag.optional() })).optional(),
    banished: pile(entry({ properlySummoned: flag.optional(), faceDown: flag.optional() })).optional(),
    monsters: z.array(monster.nullish(), { error: 'must be a list' }).max(MONSTER_ZONES, { error: `may hold at most ${MONSTER_ZONES} entries (there are ${MONSTER_ZONES} Monster Zones)` }).optional(),
    spellTraps: z.array(spellTrap.nullish(), { error: 'must be a list' }).max(SPELL_TRAP_ZONES, { error: `may hold at most ${SPELL_TRAP_ZONES} entries (there are ${SPELL_TRAP_ZONES} Spell & Trap Zones)` }).optional(),
    field: entry({ faceUp: flag.optional(), counters: whole(0, MAX_COUNTERS).optional() }).nullish(),
    pendulum: z.array(entry({}).nullish(), { error: 'must be a list' }).max(2, { error: 'may hold at most 2 entries (left and right)' }).optional(),
    normalSummonUsed: flag.optional(),
  },
  { error: 'must be an object' },
);

export const scenarioSchema = z.looseObject(
  {
    turn: whole(1, MAX_TURN).optional(),
    turnPlayer: z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' }).optional(),
    phase: z.enum(PHASES, { error: `must be one of ${PHASES.join(', ')}` }).optional(),
    seed: whole(0, MAX_SEED).optional(),
    startLp: whole(1, MAX_LP).optional(),
    players: z.tuple([player, player], { error: 'must be a list of two players' }),
  },
  { error: 'must be an object' },
);

/** A path of the scenario in the words its messages use: ["players", 0, "monsters", 1, "counters"] is "player 1 Monster Zone 2 counters". */
export function scenarioPath(path: readonly PropertyKey[]): string {
  const out: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    const n = typeof next === 'number' ? next : null;
    if (key === 'players' && n !== null) out.push(`player ${n + 1}`);
    else if (key === 'monsters' && n !== null) out.push(`Monster Zone ${n + 1}`);
    else if (key === 'spellTraps' && n !== null) out.push(`Spell & Trap Zone ${n + 1}`);
    else if (key === 'pendulum' && n !== null) out.push(`Pendulum Zone ${n === 0 ? 'left' : 'right'}`);
    else if (key === 'materials' && n !== null) out.push(`material ${n + 1}`);
    else if (typeof key === 'string' && n !== null) out.push(`${key} ${n + 1}`);
    else {
      out.push(key === 'field' ? 'Field Zone' : String(key));
      continue;
    }
    i++;
  }
  return out.join(' ');
}

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), root);

/** Why a scenario's shape is refused (its first three problems, each naming its field), or null when it is sound. */
export function scenarioShapeProblem(s: unknown): string | null {
  const result = scenarioSchema.safeParse(s);
  if (result.success) return null;
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const issue of result.error.issues) {
    const where = scenarioPath(issue.path);
    if (seen.has(where)) continue;
    seen.add(where);
    const value = valueAt(s, issue.path);
    problems.push(`${where ? `${where} ` : 'the scenario '}${issue.message}${value === undefined ? '' : ` (got ${shownValue(value)})`}`);
  }
  return problems.slice(0, 3).join('; ');
}
