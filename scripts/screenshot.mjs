// Saves full-page PNGs of pages at 375 px and 1280 px wide in Debian's Chromium, to look at
// what was built: node scripts/screenshot.mjs <base-url> <out-dir> /path [/path ...]
// e.g. node scripts/screenshot.mjs http://127.0.0.1:5180 /tmp/shots / /blog /about-us
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <out-dir> /path [/path ...]');
  process.exit(2);
}
const WIDTHS = (process.env.SHOT_WIDTHS ?? '375,1280').split(',').map(Number);
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`[console ${width}px] ${message.text()}`);
    });
    page.on('pageerror', (error) => console.log(`[pageerror ${width}px] ${error.message}`));
    for (const urlPath of paths) {
      const response = await page.goto(new URL(urlPath, baseUrl).href, {
        waitUntil: 'networkidle',
      });
      await page.waitForTimeout(Number(process.env.SHOT_WAIT_MS ?? 300));
      const name = `${urlPath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({
        path: path.join(outDir, name),
        fullPage: process.env.SHOT_FULL !== '0',
      });
      console.log(`${response?.status() ?? '???'} ${urlPath} -> ${path.join(outDir, name)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
