import type { BlogPostMeta } from './blog-post.types';

// Posts are Markdown files beside this one, turned into modules at build time by the blog plugin
// (scripts/vite-plugin-blog.ts). Every post's facts are bundled here (small); each body is its own
// chunk, loaded only by that post's page.
const metaModules = import.meta.glob<BlogPostMeta>('./*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});
const bodyModules = import.meta.glob<string>('./*.md', { query: '?body', import: 'default' });

/** Every post, newest first (posts of one day by id). */
export const BLOG_POSTS: readonly BlogPostMeta[] = Object.values(metaModules).sort(
  (a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
);

/** Spec §9: the carousel shows the first 5 posts, the list the first 3 until expanded. */
export const BLOG_CAROUSEL_COUNT = 5;
export const BLOG_LIST_INITIAL_COUNT = 3;
/** Spec §9: a card's summary over this many characters gets its own Read More / Show Less. */
export const BLOG_SUMMARY_LIMIT = 150;

/** The post at /blog/<id>, in any casing. */
export function findBlogPost(id: string | undefined): BlogPostMeta | undefined {
  const wanted = id?.toLowerCase();
  return BLOG_POSTS.find((post) => post.id === wanted);
}

/** The post's sanitised HTML body. */
export async function loadBlogPostBody(id: string): Promise<string> {
  const load = bodyModules[`./${id}.md`];
  if (!load) throw new Error(`No blog post "${id}"`);
  return load();
}
