/**
 * How the cost of an action grows with the face-up effect cards on the field: from a scenario with
 * 2, 10 and 20 of them (effect monsters, Equip Spells on them, Continuous Traps, Field Spells, half
 * on each side), plays short seeded random-legal runs and times each action (legalActions +
 * applyAction). Prints µs per action and its ratio to the 2-card row; growth should be no worse
 * than linear (20 cards: at most 10× the 2-card cost).
 *
 * A second table does the same with the kinds of the engine's third edition (issue 32): monsters
 * declaring rule codes (piercing, attacks twice, Spirit, must attack, ...), Spell and Trap Cards
 * linked to a monster (Call of the Haunted, Spellbinding Circle, Shadow Spell, Nightmare Wheel,
 * Premature Burial) or applying lasting locks (Gravity Bind, Level Limit - Area B, Swords of Revealing
 * Light with its rule recorded for 3 of the opponent's turns). Links and recorded rules are not in
 * the scenario format, so they are written into the loaded duel's plain data (`linkedTo`, `rules`)
 * as the cards' own resolutions would leave them.
 *
 *   npm run bench:growth [-- --runs 300 --steps 25 --root <checkout>]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chooser } from './chooser';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 300);
const steps = Number(arg('steps') ?? 25);
const root = resolve(arg('root') ?? '.');

type Slot = { card: string; faceUp: boolean; linkedTo?: string };
type Duel = {
  readonly winner: unknown; readonly turn: number; readonly cards: Record<string, { passcode: string }>; rules: unknown[];
  readonly players: readonly { monsters: readonly (Slot | null)[]; spellTraps: (Slot | null)[]; field: Slot | null }[];
};
const cards = (await import(pathToFileURL(`${root}/src/cards/index.ts`).href)) as { findCard(name: string): { passcode: string } | undefined };
const engine = (await import(pathToFileURL(`${root}/src/engine/index.ts`).href)) as {
  loadScenario(s: unknown): Duel;
  legalActions(duel: Duel): unknown[];
  applyAction(duel: Duel, action: unknown): Duel;
};

type Placement =
  | { player: 0 | 1; monster: string }
  | { player: 0 | 1; spellTrap: string; equipTo?: string }
  | { player: 0 | 1; field: string };

/** Added in this order, alternating sides, so every prefix is balanced; equips go on a monster already there that may take them. */
const PLACEMENTS: readonly Placement[] = [
  { player: 0, monster: 'Lord of D.' },
  { player: 1, monster: 'Mysterious Puppeteer' },
  { player: 0, spellTrap: 'Dragon Capture Jar' },
  { player: 1, field: 'Umi' },
  { player: 0, monster: 'Big Shield Gardna' },
  { player: 1, monster: 'Wall of Illusion' },
  { player: 0, spellTrap: 'Book of Secret Arts', equipTo: 'Lord of D.' },
  { player: 1, spellTrap: 'Legendary Sword', equipTo: 'Mysterious Puppeteer' },
  { player: 0, monster: 'Mystic Tomato' },
  { player: 1, monster: 'Blue Dragon Summoner' },
  { player: 0, field: 'Yami' },
  { player: 1, spellTrap: 'Ultimate Offering' },
  { player: 0, monster: 'Witch of the Black Forest' },
  { player: 1, monster: 'The Wicked Worm Beast' },
  { player: 0, spellTrap: 'Sword of Dark Destruction', equipTo: 'Mystic Tomato' },
  { player: 1, spellTrap: 'Dark Energy', equipTo: 'Wall of Illusion' },
  { player: 0, monster: 'Sangan' },
  { player: 1, monster: 'Kuriboh' },
  { player: 0, spellTrap: 'Invigoration', equipTo: 'Big Shield Gardna' },
  { player: 1, spellTrap: 'Ring of Magnetism', equipTo: 'Blue Dragon Summoner' },
];

/** The third edition's kinds, as above (a link names the monster it is linked to, on either side). */
type NewPlacement = Placement | { player: 0 | 1; spellTrap: string; linkTo: string; equip?: true };
const NEW_KINDS: readonly NewPlacement[] = [
  { player: 0, monster: 'Airknight Parshath' },
  { player: 1, monster: 'Zubaba Knight' },
  { player: 0, spellTrap: 'Call of the Haunted', linkTo: 'Airknight Parshath' },
  { player: 1, spellTrap: 'Gravity Bind' },
  { player: 0, monster: 'Mataza the Zapper' },
  { player: 1, monster: 'Spirit Reaper' },
  { player: 0, spellTrap: 'Spellbinding Circle', linkTo: 'Zubaba Knight' },
  { player: 1, spellTrap: 'Swords of Revealing Light' },
  { player: 0, monster: 'Spear Dragon' },
  { player: 1, monster: 'Gyaku-Gire Panda' },
  { player: 0, spellTrap: 'Level Limit - Area B' },
  { player: 1, spellTrap: 'Shadow Spell', linkTo: 'Mataza the Zapper' },
  { player: 0, monster: 'Blade Knight' },
  { player: 1, monster: 'Obnoxious Celtic Guard' },
  { player: 0, spellTrap: 'Premature Burial', linkTo: 'Spear Dragon', equip: true },
  { player: 1, spellTrap: 'Nightmare Wheel', linkTo: 'Blade Knight' },
  { player: 0, monster: 'Asura Priest' },
  { player: 1, monster: 'Kaiser Glider' },
  { player: 0, spellTrap: 'Call of the Haunted', linkTo: 'Asura Priest' },
  { player: 1, spellTrap: 'Spellbinding Circle', linkTo: 'Spear Dragon' },
];

const VANILLA = ['Dark Magician', 'Celtic Guardian', 'Gaia The Fierce Knight', 'Summoned Skull', 'Giant Soldier of Stone', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Curse of Dragon', 'Silver Fang'];

function scenario(n: number, placements: readonly NewPlacement[] = PLACEMENTS): unknown {
  const players = [0, 1].map(() => ({
    monsters: [] as { card: string; position: 'attack' }[],
    spellTraps: [] as { card: string; faceUp: true; equippedTo?: number }[],
    field: null as { card: string; faceUp: true } | null,
    hand: VANILLA.slice(0, 4),
    deck: [...VANILLA, ...VANILLA],
  }));
  for (const p of placements.slice(0, n)) {
    const me = players[p.player]!;
    if ('monster' in p) me.monsters.push({ card: p.monster, position: 'attack' });
    else if ('field' in p) me.field = { card: p.field, faceUp: true };
    else {
      const equipTo = 'equipTo' in p ? p.equipTo : 'equip' in p ? p.linkTo : undefined;
      const at = equipTo ? me.monsters.findIndex((m) => m.card === equipTo) : -1;
      me.spellTraps.push({ card: p.spellTrap, faceUp: true, ...(at >= 0 ? { equippedTo: at } : {}) });
    }
  }
  return { turn: 3, turnPlayer: 0, phase: 'main1', seed: 7, players };
}

const faceUpOnField = (d: Duel): number =>
  d.players.reduce((n, ps) => n + [...ps.monsters, ...ps.spellTraps, ps.field].filter((s) => s?.faceUp).length, 0);

/** Total ms and actions for `count` runs of up to `steps` actions from the scenario. */
function measure(start: Duel, count: number, seed: number): { ms: number; actions: number } {
  let ms = 0;
  let actions = 0;
  for (let r = 0; r < count; r++) {
    const pick = chooser(seed + r);
    // A fresh copy each run, so nothing is remembered from an earlier run of the same position.
    let duel = JSON.parse(JSON.stringify(start)) as Duel;
    for (let k = 0; k < steps && duel.winner === null; k++) {
      const t = performance.now();
      const legal = engine.legalActions(duel);
      duel = engine.applyAction(duel, legal[pick(legal.length)]);
      ms += performance.now() - t;
      actions++;
    }
  }
  return { ms, actions };
}

/** The id of the first card of this name on the field (monsters first). */
function onFieldId(d: Duel, name: string): string {
  const passcode = cards.findCard(name)?.passcode;
  for (const ps of d.players) for (const s of [...ps.monsters, ...ps.spellTraps]) if (s && d.cards[s.card]?.passcode === passcode) return s.card;
  throw new Error(`no ${name} on the field`);
}

/** The third edition's scenario with its links and Swords of Revealing Light's recorded rule written in, as the cards' resolutions leave them. */
function withLinksAndRules(d: Duel, n: number): Duel {
  const copy = JSON.parse(JSON.stringify(d)) as Duel;
  const seen = new Map<string, number>();
  for (const p of NEW_KINDS.slice(0, n)) {
    if ('monster' in p || 'field' in p) continue;
    const zones = copy.players[p.player]!.spellTraps;
    const passcode = cards.findCard(p.spellTrap)!.passcode;
    const k = seen.get(p.spellTrap) ?? 0;
    seen.set(p.spellTrap, k + 1);
    const index = zones.map((s, i) => (s && copy.cards[s.card]!.passcode === passcode ? i : -1)).filter((i) => i >= 0)[k]!;
    if ('linkTo' in p && !('equip' in p)) zones[index] = { ...zones[index]!, linkedTo: onFieldId(copy, p.linkTo) };
    // Swords of Revealing Light stays for 3 of its opponent's turns (turn 3 is player 1's opponent's: through turn 9).
    if (p.spellTrap === 'Swords of Revealing Light') copy.rules.push({ code: 'remainsOnField', player: p.player, card: zones[index]!.card, lasts: { kind: 'turns', player: 0, count: 3, through: 9 } });
  }
  return copy;
}

const SIZES = [2, 10, 20];
const TABLES = [
  { title: 'face-up effect cards', starts: SIZES.map((n) => engine.loadScenario(scenario(n))) },
  { title: 'third edition kinds', starts: SIZES.map((n) => withLinksAndRules(engine.loadScenario(scenario(n, NEW_KINDS)), n)) },
];
for (const { title, starts } of TABLES) {
  starts.forEach((d, i) => {
    if (faceUpOnField(d) !== SIZES[i]) throw new Error(`${title}, scenario ${SIZES[i]}: ${faceUpOnField(d)} face-up cards on the field`);
    engine.legalActions(d);
  });
  for (const d of starts) measure(d, 30, 1_000_000);
}
// Interleaved in slices so a change in the machine's load weighs on every row alike.
const totals = TABLES.map(() => SIZES.map(() => ({ ms: 0, actions: 0 })));
const slices = 10;
for (let s = 0; s < slices; s++) {
  TABLES.forEach(({ starts }, t) =>
    starts.forEach((d, i) => {
      const got = measure(d, Math.ceil(runs / slices), 1 + s * runs);
      totals[t]![i]!.ms += got.ms;
      totals[t]![i]!.actions += got.actions;
    }),
  );
}
const load = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};
TABLES.forEach(({ title }, t) => {
  const rows = totals[t]!;
  const base = (rows[0]!.ms / rows[0]!.actions) * 1000;
  console.log(`${title.padStart(20)} | µs per action (legalActions + applyAction) | × the 2-card row | actions timed`);
  rows.forEach((row, i) => {
    const us = (row.ms / row.actions) * 1000;
    console.log(`${String(SIZES[i]).padStart(20)} | ${us.toFixed(1).padStart(42)} | ${(us / base).toFixed(2).padStart(16)}× | ${row.actions}`);
  });
});
console.log(`(${root}; load average ${load()})`);
