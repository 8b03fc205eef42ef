// Build step called by prerender.mjs: the blog's RSS 2.0 feed at dist/blog/rss.xml, from the same
// posts the pages show. Every absolute URL starts with the site-address placeholder, which the
// server replaces with PUBLIC_URL when it serves the file (as it does in the prerendered pages).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';

/** A post's day, as midnight in India: deterministic, whatever the build machine's time zone. */
function toPublishedDate(isoDate) {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

/**
 * A post's HTML as a feed reader needs it: links and images absolute (a feed has no base
 * address), and without the screen-reader-only notes, which readers would show as text.
 */
function toFeedHtml(html, siteUrl) {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/ (href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`);
}

/**
 * @param {{ distDir: string, siteUrl: string, editorEmail: string,
 *   posts: ReadonlyArray<{ id: string, title: string, summary: string, author: string,
 *     date: string, genre: string, html: string }> }} options
 *   posts newest first, each with its body's HTML
 * @returns {Promise<string>} the file written
 */
export async function writeBlogFeed({ distDir, siteUrl, editorEmail, posts }) {
  const blogUrl = `${siteUrl}/blog`;
  const feed = new Feed({
    title: 'Kaksha blog',
    description:
      'Guides from Kaksha mentors on web development, machine learning, placements, IoT and careers in tech.',
    id: blogUrl,
    link: blogUrl,
    language: 'en-IN',
    image: `${siteUrl}/og/logo.png`,
    copyright: '© Kaksha Learning Pvt. Ltd.',
    // The newest post's day, not the clock: the same posts always make the same file.
    updated: posts[0] ? toPublishedDate(posts[0].date) : new Date(0),
    generator: 'Kaksha',
    feedLinks: { rss: `${blogUrl}/rss.xml` },
  });
  for (const post of posts) {
    const link = `${blogUrl}/${post.id}`;
    feed.addItem({
      title: post.title,
      // The link alone: the feed then writes it as the item's guid with isPermaLink="true".
      link,
      date: toPublishedDate(post.date),
      description: post.summary,
      content: toFeedHtml(post.html, siteUrl),
      // RSS 2.0's <author> is an e-mail address with the name after it.
      author: [{ name: post.author, email: editorEmail }],
      category: [{ name: post.genre }],
    });
  }
  const file = path.join(distDir, 'blog', 'rss.xml');
  await writeFile(file, feed.rss2());
  return file;
}
