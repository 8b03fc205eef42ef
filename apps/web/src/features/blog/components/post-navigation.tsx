import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import type { BlogPostMeta } from '../../../content/blog/blog-post.types';
import { blogPostPath } from '../lib/blog-links';

interface PostNavigationProps {
  /** The post before this one in the blog's order (newer), if any. */
  previous: BlogPostMeta | undefined;
  /** The post after this one (older), if any. */
  next: BlogPostMeta | undefined;
}

/** Previous and next post, in the order of the blog's list. */
export function PostNavigation({ previous, next }: PostNavigationProps) {
  if (!previous && !next) return null;
  return (
    <nav
      aria-label="More posts"
      className="mt-14 grid gap-4 border-t border-ink-200 pt-8 sm:grid-cols-2"
    >
      {previous && (
        <Link
          to={blogPostPath(previous)}
          rel="prev"
          className="group flex flex-col rounded-card border border-ink-200 p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
        >
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            <ArrowLeftIcon size={16} />
            Previous post
          </span>
          <span className="mt-1 font-bold text-ink-900 group-hover:text-brand-800">
            {previous.title}
          </span>
        </Link>
      )}
      {next && (
        <Link
          to={blogPostPath(next)}
          rel="next"
          className="group flex flex-col rounded-card border border-ink-200 p-5 text-right transition-colors hover:border-brand-300 hover:bg-brand-50 sm:col-start-2"
        >
          <span className="inline-flex items-center justify-end gap-1 text-sm font-semibold text-brand-700">
            Next post
            <ArrowRightIcon size={16} />
          </span>
          <span className="mt-1 font-bold text-ink-900 group-hover:text-brand-800">
            {next.title}
          </span>
        </Link>
      )}
    </nav>
  );
}
