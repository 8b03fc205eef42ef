// The landing page's initial JavaScript, gzip-compressed. Two views of it:
// - the entry from dist/index.html: its <script type="module" src> and <link rel="modulepreload">;
// - what Chromium actually fetches for `/` (and `/programs`, `/course/webmonk`) on the built server
//   before the network goes idle: the entry plus the lazy route chunks the page pulls in at once.
// Each body is gzipped here at level 9, so the figure does not depend on the server's compression.
// Also says whether the raw HTML of `/` (no JavaScript) already carries an <h1> and the program
// names, i.e. whether the page is prerendered. Goal: landing initial JS <= 100 KB gzip.
// KB are 1000 bytes, as Vite's build output counts them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { PRODUCTION_ENV, startServer } from './_server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const pages = ['/', '/programs', '/course/webmonk'];
const goalKB = 100;

const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

// _server.mjs builds only the API; the web app is built here too when it is missing or older than
// its sources (`npm run build -w apps/web`), so the figures are those of the current source.
ensureBuilt({ only: ['apps/web'] });

/** Prints one line per file, sorted by size, and a total; returns the total gzip bytes. */
function report(title, files) {
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`${title}: ${kb(total)} gzip in ${files.length} file(s)`);
  for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  (${kb(f.raw)} raw)  ${f.name}`);
  return total;
}

// 1. Static: the entry script(s) the HTML names, read from dist/.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryUrls = new Set();
for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
  const isModule = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
  const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
  const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
  if ((isModule || isPreload) && url) entryUrls.add(url);
}
report(
  'entry from dist/index.html',
  [...entryUrls].map((url) => {
    const body = readFileSync(path.join(dist, new URL(url, 'http://x/').pathname));
    return { name: url, raw: body.length, gzip: gzipBytes(body) };
  }),
);

const server = await startServer({
  env: PRODUCTION_ENV,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let landingTotal = 0;
try {
  // 2. Dynamic: every JavaScript response of a cold load, in a fresh context (empty cache) per page.
  for (const pagePath of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || /javascript/.test(type))
        scripts.push(response);
    });
    const response = await page.goto(server.baseURL + pagePath, { waitUntil: 'networkidle' });
    if (!response?.ok()) console.log(`  (${pagePath} answered ${response?.status()})`);
    const files = [];
    for (const r of scripts) {
      // The decoded body: what the browser parses, whatever the server's Content-Encoding was.
      const body = await r.body();
      files.push({ name: new URL(r.url()).pathname, raw: body.length, gzip: gzipBytes(body) });
    }
    const total = report(`${pagePath}: JS loaded by Chromium up to network idle`, files);
    if (pagePath === '/') landingTotal = total;
    await context.close();
  }

  // 3. The raw HTML of `/`, as a crawler or a browser without JavaScript sees it. Only the <body>
  // counts: the <head>'s meta description already names IoT.
  const raw = await (
    await fetch(`${server.baseURL}/`, { headers: { accept: 'text/html' } })
  ).text();
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(raw)?.[1] ?? raw;
  const text = body
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  // Names compared ignoring case and spaces ("Code Slayer" = "CodeSlayer"); IoT as a whole word.
  const squeezed = text.replace(/[\s-]/g, '');
  const checks = [
    ['<h1>', /<h1[\s>]/i.test(body)],
    ['Webmonk', /webmonk/i.test(squeezed)],
    ['Machinester', /machinester/i.test(squeezed)],
    ['Codeslayer', /codeslayer/i.test(squeezed)],
    ['IoT', /\biot\b/i.test(text)],
  ];
  console.log(
    `raw HTML of / without JavaScript (${kb(raw.length)}): ` +
      checks.map(([name, found]) => `${name} ${found ? 'yes' : 'no'}`).join(', '),
  );
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `landing initial JS: ${kb(landingTotal)} gzip (goal <= ${goalKB} KB) — ${landingTotal <= goalKB * 1000 ? 'met' : 'NOT met'}`,
);
