import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SITE_URL_PLACEHOLDER } from '@kaksha/shared';
import type { WebRouteManifest } from '@kaksha/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWebDocuments, precompressPages } from './web-documents';

const dist = mkdtempSync(path.join(os.tmpdir(), 'kaksha-web-documents-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/"></head>` +
  `<body>${'<p>Live online programs for students.</p>'.repeat(400)}</body></html>`;
for (const file of ['index.html', 'app-shell.html', '404.html', 'about-us/index.html']) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), page(file));
}
const manifest: WebRouteManifest = { prerendered: ['/', '/about-us'], routes: [] };

describe('the build’s pages, compressed in advance', () => {
  it('are all Brotli-compressed in the background, with the bytes a request would get', async () => {
    const documents = loadWebDocuments(dist, manifest, 'https://kaksha.example');
    const pages = [...documents.pages.values()];
    expect(pages.length).toBe(4);
    expect(pages.some((document) => document.isCompressed('br'))).toBe(false);

    await precompressPages(documents);

    for (const document of pages) {
      expect(document.isCompressed('br')).toBe(true);
      expect(document.isCompressed('gzip')).toBe(false);
      const sent = document.encoded('br');
      expect(brotliDecompressSync(sent).toString('utf8')).toBe(document.body);
      expect(document.body).toContain('https://kaksha.example/');
    }
    // The same bytes as a page compressed on its first request (a fresh load of the build).
    const fresh = loadWebDocuments(dist, manifest, 'https://kaksha.example').pages.get(
      'index.html',
    )!;
    expect(fresh.encoded('br').equals(documents.pages.get('index.html')!.encoded('br'))).toBe(true);
  });
});
