// Last build step: a Brotli (quality 11) and a gzip (level 9) copy beside every text file of the
// build that the server sends as a file (scripts, styles, SVG, fonts of text kind), so it answers
// with the smallest encoding the browser accepts without compressing on each request
// (@fastify/static `preCompressed`). Pages and feeds are served from memory and compressed once
// at start by the server, so .html and .xml are left alone here.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

const started = performance.now();
let files = 0;
let before = 0;
let after = 0;
for await (const file of walk(distDir)) {
  if (!TEXT.has(path.extname(file)) || file.endsWith('route-manifest.json')) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  const source = await readFile(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  files += 1;
  before += source.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli in ${Math.round(performance.now() - started)} ms`,
);
