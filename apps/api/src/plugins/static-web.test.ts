import type { WebRouteManifest } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import { createWebPageResolver } from './static-web';

// The shape the web build writes (apps/web/src/app/prerender.tsx); a few routes of each kind.
const manifest: WebRouteManifest = {
  prerendered: ['/', '/about-us', '/course/webmonk', '/course/iot'],
  routes: [
    { pattern: '/', branch: 'public' },
    { pattern: '/about-us', branch: 'public' },
    { pattern: '/course/:slug', branch: 'public', onlyPrerendered: true },
    { pattern: '/events/:id', branch: 'public' },
    { pattern: '/cart', branch: 'public' },
    { pattern: '/user-profile', branch: 'learner' },
    { pattern: '/operations/sales', branch: 'staff' },
  ],
};

const resolveWebPage = createWebPageResolver(manifest);

describe('which file answers a page path', () => {
  it.each([
    ['/', 'index.html'],
    ['/about-us', 'about-us/index.html'],
    ['/About-Us/', 'about-us/index.html'],
    ['/course/IOT', 'course/iot/index.html'],
    ['/course/web%6Donk', 'course/webmonk/index.html'],
  ])('%s: its prerendered HTML', (path, file) => {
    expect(resolveWebPage(path)).toEqual({ file, status: 200 });
  });

  it.each([['/cart'], ['/user-profile'], ['/operations/sales'], ['/events/42'], ['/Events/x']])(
    '%s: the app shell (a page drawn in the browser)',
    (path) => {
      expect(resolveWebPage(path)).toEqual({ file: 'app-shell.html', status: 200 });
    },
  );

  it.each([['/nope'], ['/course/cooking'], ['/events'], ['/events/42/more'], ['/about-us/x']])(
    '%s: the Not-found page with 404',
    (path) => {
      expect(resolveWebPage(path)).toEqual({ file: '404.html', status: 404 });
    },
  );

  it('never turns a path into a file outside the build', () => {
    for (const path of ['/../etc/passwd', '/%2e%2e/secret', '/course/..%2f..%2fapi']) {
      const { file } = resolveWebPage(path);
      expect(['index.html', 'app-shell.html', '404.html']).toContain(file);
    }
  });
});
