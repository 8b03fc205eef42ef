/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { blogMarkdownPlugin } from './scripts/vite-plugin-blog';

const DEFAULT_API_PROXY_TARGET = 'http://localhost:3001';

export default defineConfig(({ mode }) => {
  // '' prefix: read API_PROXY_TARGET from .env files and the shell without exposing it to the bundle.
  const env = loadEnv(mode, import.meta.dirname, '');
  const apiProxyTarget = env.API_PROXY_TARGET || DEFAULT_API_PROXY_TARGET;

  return {
    root: import.meta.dirname,
    // The footer's copyright year, fixed when the app is built: prerendered pages and the browser
    // must draw the same year, so the page never reads the clock for it.
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    plugins: [react(), tailwindcss(), blogMarkdownPlugin()],
    resolve: {
      // Every import of zod, ours and the shared package's, gets the CSP-safe configuration first.
      alias: [{ find: /^zod$/, replacement: `${import.meta.dirname}/src/lib/zod-jitless.ts` }],
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // Never turn images into data: URIs; the CSP only allows images from our own origin.
      assetsInlineLimit: 0,
      // One stylesheet for the whole site, on every page (inline in a prerendered page, linked in
      // the shell): a lazy chunk never adds a render-blocking stylesheet of its own. ADR 0020.
      cssCodeSplit: false,
      // dist/.vite/manifest.json: scripts/prerender.mjs reads the app's chunks from it (for the
      // shell's modulepreload links) and then deletes it.
      manifest: true,
      rollupOptions: {
        onwarn(warning, warn) {
          // zod 4.6 ships prose comments that mention `@__PURE__` (util.js, regexes.js); Rollup
          // takes them for misplaced annotations and warns on every build, though the comments
          // annotate nothing and the output is the same. Only those warnings from zod are dropped.
          if (
            warning.code === 'INVALID_ANNOTATION' &&
            /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')
          )
            return;
          warn(warning);
        },
        output: {
          // Content hashes make every file under /assets/ safe to cache forever.
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: apiProxyTarget, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: apiProxyTarget, changeOrigin: false },
      },
    },
    test: {
      setupFiles: ['./src/test/setup-tests.ts'],
    },
  };
});
