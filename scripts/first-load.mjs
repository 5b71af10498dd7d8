// The first load: the JavaScript and CSS the start page (index.html) loads before the player does
// anything, gzipped at level 9, against the 200 KiB budget (docs/performance.md). Read from the
// build's manifest (vite.config.ts `build.manifest`): the entry chunk, every chunk it imports
// statically (what Vite modulepreloads), their CSS, and any other script index.html names
// (registerSW.js). Chunks fetched by `import()` are listed apart, as loaded on demand.
//
// Usage: `vite build [--outDir X]`, then `node scripts/first-load.mjs [X]` (default dist/).
// Exits 1 above the budget with `--check`; prints only otherwise.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 200;

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--')) ?? 'dist';
const check = args.includes('--check');
const manifestPath = join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build first (\`npx vite build --outDir ${outDir}\`).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(outDir, 'index.html'), 'utf8');

const entry = manifest['index.html'];
if (!entry?.isEntry) throw new Error('the manifest has no entry for index.html');

/** Every chunk reached from `key` by static imports, with the CSS each brings. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) staticClosure(k, seen);
  return seen;
}
const firstKeys = staticClosure('index.html');
const files = new Set();
for (const k of firstKeys) {
  files.add(manifest[k].file);
  for (const css of manifest[k].css ?? []) files.add(css);
}
// Scripts index.html names that Vite did not bundle (the service worker's registration).
for (const m of html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)) files.add(m[1]);

// What index.html itself names must be inside what we count, or the manifest walk missed something.
for (const m of html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)) {
  if (!files.has(m[1])) throw new Error(`index.html loads ${m[1]}, which the manifest walk did not find`);
}

const size = (file) => {
  const buf = readFileSync(join(outDir, file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const kib = (n) => (n / 1024).toFixed(1).padStart(6);

const first = [...files].map((f) => ({ file: f, ...size(f) })).sort((a, b) => b.gzip - a.gzip);
const total = first.reduce((s, r) => s + r.gzip, 0);
// Every other chunk but the gallery page's (a chunk named by `import()`, or shared by such chunks), with its CSS.
const lazy = [];
for (const [k, c] of Object.entries(manifest)) {
  if (firstKeys.has(k) || c.isEntry || !c.file.endsWith('.js')) continue;
  const what = c.isDynamicEntry ? k : 'shared';
  lazy.push({ file: c.file, what, ...size(c.file) });
  for (const css of c.css ?? []) if (!files.has(css)) lazy.push({ file: css, what: `CSS of ${what}`, ...size(css) });
}
// The computer's Web Worker (its own copy of the engine and the AI), started when the computer first thinks.
for (const f of readdirSync(join(outDir, 'assets'))) if (/^worker-[\w-]+\.js$/.test(f)) lazy.push({ file: `assets/${f}`, what: 'the Web Worker', ...size(`assets/${f}`) });
const seenLazy = new Set();
lazy.splice(0, lazy.length, ...lazy.filter((r) => !seenLazy.has(r.file) && seenLazy.add(r.file)));
lazy.sort((a, b) => b.gzip - a.gzip);

console.log(`first load (${outDir}/index.html): ${kib(total).trim()} KiB gzip -9 (budget ${BUDGET_KIB} KiB)`);
for (const r of first) console.log(`  ${kib(r.gzip)} KiB  ${r.file}  (${kib(r.raw).trim()} KiB raw)`);
console.log('loaded when needed (import() and the worker: fetched when first needed, or preloaded at idle time):');
for (const r of lazy) console.log(`  ${kib(r.gzip)} KiB  ${r.file}  (${r.what})`);
if (check && total / 1024 > BUDGET_KIB) {
  console.error(`over budget by ${(total / 1024 - BUDGET_KIB).toFixed(1)} KiB`);
  process.exit(1);
}
