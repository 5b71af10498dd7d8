/**
 * How the cost of an action grows with the face-up effect cards on the field: from a scenario with
 * 2, 10 and 20 of them (effect monsters, Equip Spells on them, Continuous Traps, Field Spells, half
 * on each side), plays short seeded random-legal runs and times each action (legalActions +
 * applyAction). Prints µs per action and its ratio to the 2-card row; growth should be no worse
 * than linear (20 cards: at most 10× the 2-card cost).
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

type Duel = { readonly winner: unknown; readonly players: readonly { monsters: readonly ({ faceUp: boolean } | null)[]; spellTraps: readonly ({ faceUp: boolean } | null)[]; field: { faceUp: boolean } | null }[] };
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

const VANILLA = ['Dark Magician', 'Celtic Guardian', 'Gaia The Fierce Knight', 'Summoned Skull', 'Giant Soldier of Stone', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Curse of Dragon', 'Silver Fang'];

function scenario(n: number): unknown {
  const players = [0, 1].map(() => ({
    monsters: [] as { card: string; position: 'attack' }[],
    spellTraps: [] as { card: string; faceUp: true; equippedTo?: number }[],
    field: null as { card: string; faceUp: true } | null,
    hand: VANILLA.slice(0, 4),
    deck: [...VANILLA, ...VANILLA],
  }));
  for (const p of PLACEMENTS.slice(0, n)) {
    const me = players[p.player]!;
    if ('monster' in p) me.monsters.push({ card: p.monster, position: 'attack' });
    else if ('field' in p) me.field = { card: p.field, faceUp: true };
    else {
      const at = p.equipTo ? me.monsters.findIndex((m) => m.card === p.equipTo) : -1;
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

const SIZES = [2, 10, 20];
const starts = SIZES.map((n) => engine.loadScenario(scenario(n)));
starts.forEach((d, i) => {
  if (faceUpOnField(d) !== SIZES[i]) throw new Error(`scenario ${SIZES[i]}: ${faceUpOnField(d)} face-up cards on the field`);
});
for (const d of starts) measure(d, 30, 1_000_000);
// Interleaved in slices so a change in the machine's load weighs on every row alike.
const totals = SIZES.map(() => ({ ms: 0, actions: 0 }));
const slices = 10;
for (let s = 0; s < slices; s++) {
  starts.forEach((d, i) => {
    const got = measure(d, Math.ceil(runs / slices), 1 + s * runs);
    totals[i]!.ms += got.ms;
    totals[i]!.actions += got.actions;
  });
}
const load = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};
const base = (totals[0]!.ms / totals[0]!.actions) * 1000;
console.log(`face-up effect cards | µs per action (legalActions + applyAction) | × the 2-card row | actions timed`);
totals.forEach((t, i) => {
  const us = (t.ms / t.actions) * 1000;
  console.log(`${String(SIZES[i]).padStart(20)} | ${us.toFixed(1).padStart(42)} | ${(us / base).toFixed(2).padStart(16)}× | ${t.actions}`);
});
console.log(`(${root}; load average ${load()})`);
