// One-off codemod (duel format 8): `duel.prompt` -> `duel.flow.prompt` for the six fields moved into
// `Duel.flow`, driven by the compiler's errors so that only accesses on a Duel or working copy change
// (a view's `prompt` is left alone). Run from the repository root; repeat until it changes nothing.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const FIELDS = new Set(['turnState', 'window', 'prompt', 'chain', 'triggerQueue', 'next']);
const SKIP = new Set(['src/engine/migrate.ts']);
let out = '';
try { execSync('npx tsc --noEmit -p tsconfig.json', { encoding: 'utf8', maxBuffer: 1 << 26 }); } catch (e) { out = e.stdout; }
const edits = new Map(); // file -> [{line, col}]
for (const m of out.matchAll(/^(.+?)\((\d+),(\d+)\): error TS(?:2339|2551): Property '(\w+)' does not exist on type '(Duel|Work|Readonly<Duel>)[^']*'/gm)) {
  const [, file, line, col, field] = m;
  if (!FIELDS.has(field) || SKIP.has(file)) continue;
  if (!edits.has(file)) edits.set(file, []);
  edits.get(file).push({ line: +line, col: +col, field });
}
let n = 0;
for (const [file, list] of edits) {
  const lines = readFileSync(file, 'utf8').split('\n');
  // Right to left within a line so earlier columns stay valid.
  list.sort((a, b) => b.line - a.line || b.col - a.col);
  for (const { line, col, field } of list) {
    const s = lines[line - 1];
    const i = col - 1;
    // An indexed access type, `Work['turnState']`, becomes `Work['flow']['turnState']`.
    if (s[i] === "'" && s.slice(i + 1, i + 1 + field.length) === field) lines[line - 1] = s.slice(0, i) + "'flow'][" + s.slice(i);
    else if (s.slice(i, i + field.length) === field) lines[line - 1] = s.slice(0, i) + 'flow.' + s.slice(i);
    else throw new Error(`${file}:${line}:${col}: expected ${field}`);
    n++;
  }
  writeFileSync(file, lines.join('\n'));
}
console.log(`${n} accesses moved to flow in ${edits.size} files`);
