import { BLOG_FEED_PATH } from '../lib/blog-links';

/** Tells browsers and feed readers where the blog's RSS feed is; React puts it in <head>. */
export function BlogFeedLink() {
  return (
    <link rel="alternate" type="application/rss+xml" title="Kaksha blog" href={BLOG_FEED_PATH} />
  );
}
