// Build step after `vite build`: renders every public page to dist/<path>/index.html with its
// title, meta tags and content, keeps the empty shell for the learner and staff pages, renders the
// Not-found page to dist/404.html, writes the blog's RSS feed (dist/blog/rss.xml) and the route
// table the server answers 404 from.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeBlogFeed } from './blog-feed.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'node_modules', '.prerender');

/** A path that no route but the catch-all matches, to draw the Not-found page. */
const NOT_FOUND_PROBE = '/__not-found__';

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});
const entry = await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href);

// Vite writes the empty shell to index.html; a second run finds it kept as app-shell.html.
const EMPTY_ROOT = '<div id="root"></div>';
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const builtIndex = await readFile(path.join(distDir, 'index.html'), 'utf8');
const template = (
  builtIndex.includes(EMPTY_ROOT)
    ? builtIndex
    : await readFile(path.join(distDir, 'app-shell.html'), 'utf8')
).replace(MODULE_PRELOAD, '');
if (!template.includes(EMPTY_ROOT)) throw new Error('No app shell in dist/: run vite build first.');

/**
 * The app's chunks (every module the entry imports dynamically, with their static imports), from
 * Vite's manifest. A prerendered page fetches them only after its first paint (ADR 0020); the
 * shell draws nothing without them, so it asks for them at once.
 */
async function appChunks() {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch {
    // A second run: the first one used the manifest and deleted it, and wrote the shell's links.
    return null;
  }
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || chunk === entry) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entry?.dynamicImports ?? []) visit(key);
  return [...files];
}

// Learner and staff pages (and public pages drawn from this browser's state) get the shell.
const chunks = await appChunks();
const shell = chunks
  ? template.replace(
      '</head>',
      () =>
        `${chunks.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n')}\n  </head>`,
    )
  : await readFile(path.join(distDir, 'app-shell.html'), 'utf8');
await writeFile(path.join(distDir, 'app-shell.html'), shell);

// A prerendered page carries the site's stylesheet in a <style> element instead of a link to it:
// its content paints with the HTML alone, one round trip sooner on a slow phone (the CSP allows
// inline styles). The shell keeps the link: its pages draw nothing before their JavaScript runs.
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const stylesheet = STYLESHEET_LINK.exec(template);
if (!stylesheet) throw new Error('No stylesheet link in the app shell.');
const inlineStyle = `<style>${(await readFile(path.join(distDir, stylesheet[1]), 'utf8')).replaceAll('</style', '<\\/style')}</style>`;

/** The shell with the page's head tags (replacing the defaults), styles, HTML and router data. */
function toDocument(page) {
  const headTags = page.headTags;
  const body = page.html;
  const names = new Set(
    headTags.map((tag) => tag.match(/<title|name="([^"]+)"|property="([^"]+)"/)?.[0]),
  );
  let head = template.replace(STYLESHEET_LINK, () => inlineStyle);
  if (names.has('<title')) head = head.replace(/<title>[\s\S]*?<\/title>/, '');
  head = head.replace(/<meta\s+name="description"[\s\S]*?\/?>/, (tag) =>
    names.has('name="description"') ? '' : tag,
  );
  const data = page.hydrationData.replace(/</g, '\\u003c');
  return head
    .replace('</head>', `    ${headTags.join('\n    ')}\n  </head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root">${body}</div>\n    <script type="application/json" id="router-data">${data}</script>`,
    );
}

async function writePage(urlPath, fileName) {
  const page = await entry.renderPage(urlPath);
  const file = path.join(distDir, fileName);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, toDocument(page));
  return page.status;
}

const paths = entry.listPrerenderPaths();
const started = performance.now();
for (const urlPath of paths) {
  const fileName = urlPath === '/' ? 'index.html' : path.join(urlPath.toLowerCase(), 'index.html');
  const status = await writePage(urlPath, fileName);
  if (status !== 200) throw new Error(`${urlPath} rendered with status ${status}`);
}
const notFoundStatus = await writePage(NOT_FOUND_PROBE, '404.html');
if (notFoundStatus !== 404 && notFoundStatus !== 200) {
  throw new Error(`the Not-found page rendered with status ${notFoundStatus}`);
}
await writeBlogFeed({
  distDir,
  siteUrl: entry.SITE_URL_PLACEHOLDER,
  editorEmail: entry.BLOG_EDITOR_EMAIL,
  posts: await entry.listBlogFeedPosts(),
});
await writeFile(
  path.join(distDir, 'route-manifest.json'),
  `${JSON.stringify(entry.buildRouteManifest(paths), null, 2)}\n`,
);
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${paths.length} pages and the Not-found page in ${Math.round(performance.now() - started)} ms`,
);
