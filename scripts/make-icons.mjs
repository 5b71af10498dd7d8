// Renders public/favicon.svg to the PNG icons the web app manifest lists (Chromium wants PNGs of
// 192 and 512 px to offer "Install"). Run once after changing the icon: `node scripts/make-icons.mjs`.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const executablePath = existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium') ? process.env.CHROMIUM_PATH || '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [size, maskable] of [[192, false], [512, false], [512, true]]) {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon keeps its picture inside the middle 80% (the "safe zone") on a full background.
  const inner = maskable ? Math.round(size * 0.72) : size;
  await page.setContent(`<html><body style="margin:0;background:${maskable ? '#0f3b33' : 'transparent'};display:grid;place-items:center;height:100vh">
    <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`);
  const name = maskable ? `icon-maskable-${size}.png` : `icon-${size}.png`;
  await page.screenshot({ path: new URL(`../public/${name}`, import.meta.url).pathname, omitBackground: !maskable });
  console.log('wrote public/' + name);
}
await browser.close();
