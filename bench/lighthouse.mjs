// Lighthouse on the built server (production settings, PostgreSQL) for the public pages issue 28
// names (LIGHTHOUSE_PAGES, comma-separated, to pick others): Lighthouse's default mobile form
// factor (slow 4G, 4× CPU slowdown, simulated), in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Each page runs LIGHTHOUSE_RUNS times (default 3); every figure printed is
// the median over the runs, taken figure by figure. Run it with nothing else on the machine.
// Goals: performance >= 98, accessibility, SEO and best practices 100, TBT <= 100 ms,
// LCP <= 1500 ms, CLS <= 0.02, total weight <= 600 KB.
// LIGHTHOUSE_MODULE: another Lighthouse to run instead (the path of its package's directory, e.g.
// one installed with `npm install --prefix /tmp/lh12 lighthouse@12`), to compare two majors.

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { PRODUCTION_ENV, startServer } from './_server.mjs';

// chrome-launcher is lighthouse's own dependency (the version that Lighthouse drives Chrome with).
const lighthouseDir = process.env.LIGHTHOUSE_MODULE
  ? path.resolve(process.env.LIGHTHOUSE_MODULE)
  : path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json'));
const requireFromLighthouse = createRequire(path.join(lighthouseDir, 'package.json'));
const lighthousePackage = requireFromLighthouse('./package.json');
const { default: lighthouse } = await import(
  pathToFileURL(path.join(lighthouseDir, lighthousePackage.main)).href
);
const { launch } = await import(
  pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href
);
const lighthouseVersion = lighthousePackage.version;

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = (
  process.env.LIGHTHOUSE_PAGES ??
  [
    '/',
    '/programs',
    '/course/webmonk',
    '/course/machinester',
    '/course/codeslayer',
    '/course/iot',
    '/blog',
    '/blog/six',
    '/about-us',
    '/campus-associate',
    '/event-listing',
  ].join(',')
).split(',');
const categories = ['performance', 'accessibility', 'seo', 'best-practices'];
// Categories whose failing audits are listed, so they can be fixed one by one.
const listed = ['accessibility', 'seo', 'best-practices'];
const goal = {
  performance: 98,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  tbt: 100,
  lcp: 1500,
  cls: 0.02,
  weightKb: 600,
};

// _server.mjs builds only the API; the web app is built here too when it is missing or older than
// its sources (`npm run build -w apps/web`), so the figures are those of the current source.
ensureBuilt({ only: ['apps/web'] });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A few words on what an audit found: the elements or URLs it names, at most three. */
function examples(audit) {
  const items = audit.details?.items ?? [];
  const words = items.map((i) => i.node?.snippet ?? i.issueType ?? i.url ?? i.source?.url);
  const shown = [...new Set(words.filter(Boolean))].slice(0, 3);
  return shown.length ? ` [${shown.join(' | ')}${items.length > 3 ? ' | …' : ''}]` : '';
}

/** The figures of one Lighthouse run, and what fails in the listed categories. */
function figuresOf({ lhr, artifacts }) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = [];
  for (const category of listed) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Manual, informative and not-applicable audits have a null score and never count.
      if (audit.score !== null && audit.score < 1)
        failing.push(`${category}: ${audit.id} — ${audit.title}${examples(audit)}`);
    }
  }
  // The report says only "Content security policy"; Chrome's issue says what was blocked, where.
  for (const issue of artifacts?.InspectorIssues?.contentSecurityPolicyIssue ?? []) {
    const where = issue.sourceCodeLocation?.url ?? issue.blockedURL ?? '?';
    failing.push(
      `best-practices: inspector-issues detail — CSP ${issue.contentSecurityPolicyViolationType} (${issue.violatedDirective}) from ${new URL(where, 'http://x').pathname}`,
    );
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    weightKb: metric('total-byte-weight') / 1024,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

// Production settings as deployed (CSP, HSTS, upgrade-insecure-requests), checkout off.
const server = await startServer({
  env: PRODUCTION_ENV,
});
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const chromeVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  .then((response) => response.json())
  .then((version) => version.Browser)
  .catch(() => 'unknown');
const results = [];
try {
  for (const pagePath of pages) {
    const each = [];
    const errors = [];
    // A run whose trace Lighthouse cannot read (NO_NAVSTART, seen now and then with Debian's
    // Chromium 156 and Lighthouse 12) has no performance figures: it is run again, up to
    // 3 × LIGHTHOUSE_RUNS attempts in all, and the repeats are printed.
    for (let attempt = 0; each.length < runs && attempt < runs * 3; attempt++) {
      // One Chrome for every run: Lighthouse clears the origin's cache and storage before each.
      const result = await lighthouse(server.baseURL + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (result.lhr.runtimeError) errors.push(result.lhr.runtimeError.code);
      else each.push(figuresOf(result));
    }
    if (!each.length) throw new Error(`${pagePath}: no Lighthouse run succeeded (${errors})`);
    const m = (key) => median(each.map((f) => f[key]));
    const row = {
      page: pagePath,
      performance: m('performance'),
      accessibility: m('accessibility'),
      seo: m('seo'),
      bestPractices: m('bestPractices'),
      lcp: m('lcp'),
      fcp: m('fcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      weightKb: m('weightKb'),
    };
    results.push(row);
    console.log(
      `${pagePath} (median of ${each.length}): performance ${row.performance}, accessibility ${row.accessibility}, ` +
        `SEO ${row.seo}, best practices ${row.bestPractices}; LCP ${row.lcp.toFixed(0)} ms, ` +
        `FCP ${row.fcp.toFixed(0)} ms, TBT ${row.tbt.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, ` +
        `weight ${row.weightKb.toFixed(0)} KB` +
        `; performance per run ${each.map((f) => f.performance).join(', ')}` +
        `; benchmark index ${median(each.map((f) => f.benchmarkIndex)).toFixed(0)}` +
        (errors.length ? `; runs repeated after a runtime error: ${errors.join(', ')}` : ''),
    );
    // Failing audits over all runs; one that did not fail in every run says in how many it did.
    const counts = new Map();
    for (const f of each)
      for (const line of f.failing) counts.set(line, (counts.get(line) ?? 0) + 1);
    if (!counts.size) console.log(`  no failing ${listed.join('/')} audits`);
    for (const [line, n] of counts)
      console.log(`  failing ${line}${n < each.length ? ` (${n} of ${each.length} runs)` : ''}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log('');
console.log(`Lighthouse ${lighthouseVersion}, Chromium ${chromeVersion}`);
console.log('page              perf  a11y   SEO    BP  LCP ms  FCP ms  TBT ms    CLS  weight KB');
for (const r of results) {
  const cells = [r.performance, r.accessibility, r.seo, r.bestPractices].map((v) =>
    String(v).padStart(5),
  );
  const ms = [r.lcp, r.fcp, r.tbt].map((v) => v.toFixed(0).padStart(7));
  console.log(
    `${r.page.padEnd(16)} ${cells.join(' ')} ${ms.join(' ')} ${r.cls.toFixed(3).padStart(6)} ${r.weightKb.toFixed(0).padStart(10)}`,
  );
}
const verdicts = results.map((r) => {
  const pass =
    r.performance >= goal.performance &&
    r.accessibility >= goal.accessibility &&
    r.seo >= goal.seo &&
    r.bestPractices >= goal.bestPractices &&
    r.tbt <= goal.tbt &&
    r.lcp <= goal.lcp &&
    r.cls <= goal.cls &&
    r.weightKb <= goal.weightKb;
  return `${r.page} ${pass ? 'PASS' : 'MISS'}`;
});
console.log(
  `goal: perf >= ${goal.performance}, a11y ${goal.accessibility}, SEO ${goal.seo}, BP ${goal.bestPractices}, ` +
    `TBT <= ${goal.tbt} ms, LCP <= ${goal.lcp} ms, CLS <= ${goal.cls}, weight <= ${goal.weightKb} KB — ${verdicts.join(', ')}`,
);
