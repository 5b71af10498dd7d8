import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every style sheet under src/ui, found on disk. */
function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? styleSheets(full) : e.name.endsWith('.css') ? [full] : [];
  });
}

/** The first rule opened inside another plain rule (not an at-rule such as @media), if any: a lost `}`. */
function unclosedRule(css: string): string | null {
  const stack: string[] = [];
  let selector = '';
  for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch === '{') {
      const opened = selector.trim();
      const parent = stack.at(-1);
      if (parent !== undefined && !parent.startsWith('@')) return `"${opened}" opens inside "${parent}"`;
      stack.push(opened);
      selector = '';
    } else if (ch === '}') {
      stack.pop();
      selector = '';
    } else if (ch === ';') selector = '';
    else selector += ch;
  }
  return stack.length > 0 ? `"${stack.at(-1)}" is never closed` : null;
}

describe('style sheets', () => {
  it.each(styleSheets(__dirname).map((f) => [path.relative(__dirname, f), f]))('%s: every rule is closed before the next one opens', (_name, file) => {
    expect(unclosedRule(readFileSync(file, 'utf8'))).toBeNull();
  });

  it('finds a lost brace', () => {
    expect(unclosedRule('.a { color: red;\n.b { color: blue; }')).toBe('".b" opens inside ".a"');
    expect(unclosedRule('@media (max-width: 10px) { .a { color: red; } }')).toBeNull();
  });
});
