import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The stores and the session keep no state outside their state (issue 35): no top-level `let` or
 * `var`, and no top-level container made to be filled (`new Map()`, `new Set()`, `[]`, `{}`). State
 * that lives in a module variable escapes the store (React never hears of it, tests leak it into each
 * other, a second session shares it); it belongs in a store's state or in the session record.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '..');
const FOLDERS = [join(SRC, 'store'), join(SRC, 'session')];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

/** The module-level mutable state in a source text: one line per variable, with why. */
function moduleState(text: string): string[] {
  const file = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const kind = list.flags & ts.NodeFlags.Let ? 'let' : list.flags & ts.NodeFlags.Const ? 'const' : 'var';
    for (const d of list.declarations) {
      const name = d.name.getText(file);
      if (kind !== 'const') {
        found.push(`${kind} ${name}`);
        continue;
      }
      const init = d.initializer;
      if (!init) continue;
      if (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && CONTAINERS.has(init.expression.text)) found.push(`const ${name} = new ${init.expression.text}`);
      else if (ts.isArrayLiteralExpression(init) && init.elements.length === 0) found.push(`const ${name} = []`);
      else if (ts.isObjectLiteralExpression(init) && init.properties.length === 0) found.push(`const ${name} = {}`);
    }
  }
  return found;
}

describe('no module-level mutable state in src/store and src/session', () => {
  it('finds what it looks for (so the scan below can fail)', () => {
    const text = ['let a = 1;', 'var b;', 'const c = new Map<string, number>();', 'const d: number[] = [];', 'const e = {};', 'const F = [1, 2] as const;', 'export const G = { x: 1 };', 'function f() { let inner = 0; return inner; }'].join('\n');
    expect(moduleState(text)).toEqual(['let a', 'var b', 'const c = new Map', 'const d = []', 'const e = {}']);
  });

  it.each(FOLDERS.flatMap(sources).map((f) => [relative(SRC, f), f]))('%s keeps its state in a store or the session', (_name, file) => {
    expect(moduleState(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
