import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The engine's layers (src/engine/README.md "Layers"): its import graph (type-only imports included)
 * has no cycles, and nothing in src/engine imports the card pool (src/cards): the pool is given to
 * the engine (engine.ts `createEngine`, registry.ts `createRegistry`); only the binding module
 * src/engine/index.ts binds the full pool. (eslint.config.js forbids the cards import as well.)
 */
const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = resolve(ENGINE, '..');
/** The one module allowed to import the card pool: it binds the engine to the full pool. */
const BINDING = join(ENGINE, 'index.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import (and re-export) of each engine module, resolved to a file. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(ENGINE)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolveModule(resolve(dirname(file), name)));
    graph.set(file, targets);
  }
  return graph;
}

function resolveModule(path: string): string {
  if (path.endsWith('.ts')) return path;
  const candidates = [`${path}.ts`, join(path, 'index.ts')];
  for (const c of candidates) {
    try {
      readFileSync(c);
      return c;
    } catch {
      /* try the next */
    }
  }
  return path;
}

/** The cycles of the graph (one path per strongly connected component with more than one module or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const short = (file: string): string => relative(SRC, file);

/**
 * The layers, bottom-up (src/engine/README.md "Layers" shows the same table): a module imports only
 * from its own layer or the ones below. A new module gets a row here.
 */
const LAYERS: readonly (readonly string[])[] = [
  /* vocabulary */ ['constants.ts', 'random.ts', 'ruleCodes.ts', 'formatRules.ts'],
  /* the duel's data model */ ['state.ts', 'actions.ts', 'effects/types.ts', 'card.ts', 'summonEvents.ts', 'summaryTypes.ts', 'viewTypes.ts', 'words.ts', 'effects/library.ts', 'effects/toons.ts', 'effects/absorb.ts', 'migrate.ts', 'scenarioSchema.ts'],
  /* turn statechart, working copy */ ['turn.ts', 'draft.ts'],
  /* registry of a given pool */ ['registry.ts'],
  /* board */ ['board.ts', 'ending.ts', 'visibility.ts', 'extraDeck.ts', 'ruleSources.ts', 'veil.ts'],
  /* read-only queries, the refusals' words */ ['stats.ts', 'continuous.ts', 'refusals.ts'],
  /* effect context, Summon rules */ ['leaving.ts', 'summon.ts', 'effects/context.ts', 'summonProcedure.ts', 'extraSummon.ts', 'pendulum.ts'],
  /* activation, Triggers, Chains */ ['activation.ts', 'triggers.ts', 'chain.ts', 'secrets.ts'],
  /* state checks, battle, phases */ ['stateCheck.ts', 'phases.ts', 'battle.ts'],
  /* flow */ ['flow.ts'],
  /* legal / apply / view */ ['legal.ts', 'reasons.ts', 'apply.ts', 'setup.ts', 'scenario.ts', 'describe.ts', 'summary.ts', 'responseWindow.ts', 'view.ts', 'determinise.ts', 'viewActions.ts', 'promptStage.ts'],
  /* the contract for a given pool, and its binding to the full pool */ ['engine.ts', 'index.ts'],
];

describe('Engine layers', () => {
  const graph = importGraph();

  it('reads the whole engine', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get(join(ENGINE, 'apply.ts'))?.length).toBeGreaterThan(3);
  });

  it('has no import cycles in src/engine', () => {
    expect(cycles(graph).map((c) => c.map(short).join(' -> '))).toEqual([]);
  });

  it('imports only from the same or a lower layer, and every module has a layer', () => {
    const layerOf = new Map(LAYERS.flatMap((files, i) => files.map((f) => [join(ENGINE, f), i] as const)));
    const unplaced = [...graph.keys()].filter((f) => !layerOf.has(f)).map((f) => `${relative(ENGINE, f)} is in no layer (add it to LAYERS)`);
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => layerOf.has(t) && layerOf.get(t)! > layerOf.get(file)!)
        .map((t) => `${relative(ENGINE, file)} (layer ${layerOf.get(file)}) imports ${relative(ENGINE, t)} (layer ${layerOf.get(t)})`),
    );
    expect([...unplaced, ...upward]).toEqual([]);
  });

  it('never imports the card pool (src/cards), except in the binding module index.ts', () => {
    const cardsDir = join(SRC, 'cards');
    const offending = [...graph].flatMap(([file, targets]) =>
      file === BINDING ? [] : targets.filter((t) => t.startsWith(cardsDir)).map((t) => `${short(file)} imports ${short(t)}`),
    );
    expect(offending).toEqual([]);
  });

  it('finds a cycle and a cards import when there is one (the checks above can fail)', () => {
    const a = join(ENGINE, 'a.ts');
    const b = join(ENGINE, 'b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toHaveLength(1);
  });
});
