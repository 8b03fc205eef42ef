import type { BlogPostMeta } from '../../../content/blog/blog-post.types';

/** The post's page, /blog/<id>. */
export function blogPostPath(post: Pick<BlogPostMeta, 'id'>): string {
  return `/blog/${post.id}`;
}

/** The blog's RSS feed, written by the build (scripts/prerender.mjs). */
export const BLOG_FEED_PATH = '/blog/rss.xml';

/**
 * A long summary cut at the last whole word within `limit` characters, with an ellipsis: what a
 * card shows until its Read More.
 */
export function shortenSummary(summary: string, limit: number): string {
  if (summary.length <= limit) return summary;
  const cut = summary.slice(0, limit + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : summary.slice(0, limit);
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}
