/**
 * One side of `npm run bench -- --against <ref>` (see bench-against.ts): loads the engine and the
 * presets of the checkout at `--root` through its public surface only (createDuel / legalActions /
 * applyAction, PRESET_DECKS / STARTER_DECK_YUGI / STARTER_DECK_KAIBA), so it runs against older
 * commits too, and plays the seeded duels its parent asks for over IPC.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { chooser } from './chooser';

interface Request { readonly matchup: 'vanilla' | 'starter' | 'starter-passcodes'; readonly duels: number; readonly seed: number }
export interface Reply { readonly seconds: number; readonly cpuSeconds: number; readonly actions: number; readonly checksum: number }

type Duel = { readonly winner: unknown };
type Engine = {
  createDuel(options: { decks: [{ main: string[] }, { main: string[] }]; seed: number; firstPlayer?: 0 | 1 }): Duel;
  legalActions(duel: Duel): unknown[];
  applyAction(duel: Duel, action: unknown): Duel;
};
type PresetDeck = { readonly main: readonly string[] };

const i = process.argv.indexOf('--root');
const root = resolve(i >= 0 ? process.argv[i + 1]! : '.');
const engine = (await import(pathToFileURL(`${root}/src/engine/index.ts`).href)) as Engine;
const decks = (await import(pathToFileURL(`${root}/src/cards/decks.ts`).href)) as {
  PRESET_DECKS: readonly PresetDeck[]; STARTER_DECK_YUGI: PresetDeck; STARTER_DECK_KAIBA: PresetDeck;
};

const cards = (await import(pathToFileURL(`${root}/src/cards/index.ts`).href)) as { findCard(nameOrPasscode: string): { passcode: string } | undefined };
/** The same deck spelt by passcodes, as a .ydk file spells it (the engine looks each up by passcode). */
const byPasscode = (deck: PresetDeck): PresetDeck => ({
  main: deck.main.map((name) => {
    const card = cards.findCard(name);
    if (!card) throw new Error(`no card ${name}`);
    return card.passcode;
  }),
});

const MATCHUPS = {
  vanilla: { decks: [decks.PRESET_DECKS[0]!, decks.PRESET_DECKS[1]!], firstPlayer: (): 0 | 1 | undefined => undefined },
  starter: { decks: [decks.STARTER_DECK_YUGI, decks.STARTER_DECK_KAIBA], firstPlayer: (n: number): 0 | 1 | undefined => (n % 2) as 0 | 1 },
  'starter-passcodes': { decks: [byPasscode(decks.STARTER_DECK_YUGI), byPasscode(decks.STARTER_DECK_KAIBA)], firstPlayer: (n: number): 0 | 1 | undefined => (n % 2) as 0 | 1 },
} as const;

function playOne(key: Request['matchup'], n: number): number {
  const m = MATCHUPS[key];
  const pick = chooser(n ^ 0x5eed);
  const firstPlayer = m.firstPlayer(n);
  let duel = engine.createDuel({
    decks: [{ main: [...m.decks[0].main] }, { main: [...m.decks[1].main] }],
    seed: n,
    ...(firstPlayer === undefined ? {} : { firstPlayer }),
  });
  let actions = 0;
  while (duel.winner === null) {
    const legal = engine.legalActions(duel);
    duel = engine.applyAction(duel, legal[pick(legal.length)]);
    actions++;
  }
  return actions;
}

function run(req: Request): Reply {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let actions = 0;
  let checksum = 0;
  for (let k = 0; k < req.duels; k++) {
    const a = playOne(req.matchup, req.seed + k);
    actions += a;
    checksum = (Math.imul(checksum, 31) + a) | 0;
  }
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6, actions, checksum };
}

process.on('message', (req: Request) => process.send!(run(req)));
process.send!('ready');
