import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { BLOG_SUMMARY_LIMIT } from '../../../content/blog/blog-index';
import type { BlogPostMeta } from '../../../content/blog/blog-post.types';
import { blogPostPath, shortenSummary } from '../lib/blog-links';
import { PostMeta } from './post-meta';

/**
 * A post in the list. The whole card opens the post (its title link covers it); a summary over
 * 150 characters is shortened, with its own Read More / Show Less that stays on the page.
 */
export function BlogPostCard({ post }: { post: BlogPostMeta }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const summaryId = useId();
  const isLong = post.summary.length > BLOG_SUMMARY_LIMIT;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-200/80 bg-white shadow-card transition-[transform,box-shadow,border-color] duration-200 focus-within:border-brand-300 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised">
      {/* Decorative: the title beside it names the post. */}
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full border-b border-ink-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Badge className="self-start">{post.genre}</Badge>
        <h3 className="mt-3 text-h3 font-bold">
          {/* The link's box covers the card, so a click anywhere on it opens the post. */}
          <Link
            to={blogPostPath(post)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
          >
            {post.title}
          </Link>
        </h3>
        <PostMeta post={post} className="mt-2" />
        <p id={summaryId} className="mt-3 text-ink-700">
          {isLong && !isExpanded ? shortenSummary(post.summary, BLOG_SUMMARY_LIMIT) : post.summary}
        </p>
        {isLong && (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={summaryId}
            onClick={() => setIsExpanded((value) => !value)}
            className="relative z-10 mt-2 min-h-6 self-start rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {isExpanded ? 'Show Less' : 'Read More'}
            <span className="sr-only">: summary of {post.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
