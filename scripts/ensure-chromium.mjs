// Finds a Chromium for the browser tests, installing one when it can:
// 1. /usr/bin/chromium (or $CHROMIUM_PATH) if present;
// 2. otherwise, when running as root, Debian's `chromium` package via apt-get;
// 3. otherwise Playwright's own Chromium (`playwright install chromium`).
// Prints the path it settled on; playwright.config.ts repeats the same lookup.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

if (existsSync(SYSTEM)) {
  console.log(`chromium: using ${SYSTEM}`);
} else if (typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('chromium: not found; installing Debian chromium with apt-get');
  run('apt-get update -q');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium');
  if (!existsSync(SYSTEM)) throw new Error(`apt-get finished but ${SYSTEM} is still missing`);
  console.log(`chromium: installed ${SYSTEM}`);
} else {
  console.log("chromium: no system Chromium and not root; falling back to Playwright's own browser");
  run('npx playwright install chromium');
}
