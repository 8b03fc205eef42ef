// The build's server entry (vite build --ssr): renders the public pages to HTML for
// scripts/prerender.mjs, and describes the route table for the server's 404 decision.
// Nothing here ships to the browser.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { BLOG_POSTS, loadBlogPostBody } from '../content/blog/blog-index';
import { PROGRAMS } from '../content/programs';
import { siteConfig } from '../content/site-config';
import { AppProviders } from './providers';
import { routes } from './routes';
import type { RouteHandle } from './routes';
import type { WebRouteManifest } from '@kaksha/shared';

export interface RenderedPage {
  status: number;
  /** The app's HTML, for inside <div id="root">. */
  html: string;
  /** The page's <title>, <meta> and <link> tags, for <head> (where they replace the defaults). */
  headTags: string[];
  /** The router's data for hydration (JSON; the page reads it from a data block, CSP-safe). */
  hydrationData: string;
}

/** Values of each dynamic segment known at build time; ids not known then render in the browser. */
const PRERENDERED_PARAMS: Record<string, readonly string[]> = {
  '/course/:slug': PROGRAMS.map((program) => program.slug),
  // Staff add events at run time: their pages are drawn in the browser, and the server writes
  // each one's head (title, Open Graph, JSON-LD) or answers 404 (ADR 0008).
  '/events/:id': [],
  // The posts of content/blog: each one's page is written at build time, any other id is a 404.
  '/blog/:id': BLOG_POSTS.map((post) => post.id),
};

interface FlatRoute {
  pattern: string;
  handle: RouteHandle;
}

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return `${parent.replace(/\/$/, '')}/${child.replace(/^\//, '')}`;
}

function flattenRoutes(children: readonly RouteObject[], parent = ''): FlatRoute[] {
  return children.flatMap((route) => {
    const pattern = route.index ? parent || '/' : joinPath(parent, route.path);
    const handle = route.handle as RouteHandle | undefined;
    const own = handle && (route.index || route.path) ? [{ pattern, handle }] : [];
    return [...own, ...flattenRoutes(route.children ?? [], pattern)];
  });
}

/** Every page's path pattern and branch, for dist/route-manifest.json (read by the server). */
export function buildRouteManifest(prerendered: readonly string[]): WebRouteManifest {
  return {
    prerendered: prerendered.map((path) => path.toLowerCase()),
    routes: flattenRoutes(routes)
      .filter((route) => route.pattern !== '/*')
      .map(({ pattern, handle }) => ({
        pattern,
        branch: handle.branch,
        ...(pattern in PRERENDERED_PARAMS && PRERENDERED_PARAMS[pattern]!.length > 0
          ? { onlyPrerendered: true }
          : {}),
      })),
  };
}

/** The concrete paths to render at build time. */
export function listPrerenderPaths(): string[] {
  return flattenRoutes(routes)
    .filter((route) => route.handle.prerender)
    .flatMap(({ pattern }) =>
      pattern.includes(':')
        ? (PRERENDERED_PARAMS[pattern] ?? []).map((value) => pattern.replace(/:[^/]+/, value))
        : [pattern],
    );
}

/** The blog's posts with their bodies, newest first, for the RSS feed (scripts/blog-feed.mjs). */
export async function listBlogFeedPosts() {
  return Promise.all(
    BLOG_POSTS.map(async (post) => ({ ...post, html: await loadBlogPostBody(post.id) })),
  );
}

export { SITE_URL_PLACEHOLDER } from '../lib/site-url';
export const BLOG_EDITOR_EMAIL = siteConfig.emails.hello.address;

const handler = createStaticHandler(routes);
const HEAD_TAG = /<title>[\s\S]*?<\/title>|<(?:meta|link)\s[^>]*?\/?>/g;

/** Renders one path as the browser's first render will draw it (no session, no cached data). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const request = new Request(new URL(path, 'http://prerender.invalid'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    throw new Error(`${path}: a loader answered a redirect or response (${context.status})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = renderToString(
    <AppProviders isHydrating>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : error,
        ]),
      )
    : null;
  // React 19 writes a page's <title>, <meta> and <link> where the page renders them.
  const headTags: string[] = [];
  const html = rendered.replace(HEAD_TAG, (tag) => {
    headTags.push(tag);
    return '';
  });
  return {
    status: context.statusCode,
    html,
    headTags,
    hydrationData: JSON.stringify({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors,
    }),
  };
}
