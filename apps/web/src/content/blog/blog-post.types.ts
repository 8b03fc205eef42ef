/**
 * A blog post's facts (spec §3: id, image, title, genre, summary, author, date), as the build's
 * blog plugin (scripts/vite-plugin-blog.ts) reads them from the front matter of
 * content/blog/<id>.md. The body's HTML is a separate module, loaded by the post page only.
 */
export interface BlogPostMeta {
  /** The file name: /blog/<id>. */
  id: string;
  title: string;
  genre: string;
  summary: string;
  author: string;
  /** ISO date from the front matter, e.g. 2025-06-14. */
  date: string;
  /** The date as the page shows it, e.g. "14 June 2025" (formatted at build time). */
  dateText: string;
  /** The cover illustration under /images/blog/. */
  image: string;
  imageAlt: string;
  /** The 1200×630 link-preview image: /og/blog-<id>.png (scripts/og-images.mjs). */
  shareImage: string;
  wordCount: number;
  /** At 200 words a minute, rounded up. */
  readingMinutes: number;
}
