import { ClockIcon } from '../../../components/ui/icons';
import { joinClassNames } from '../../../lib/class-names';
import type { BlogPostMeta } from '../../../content/blog/blog-post.types';

type PostMetaProps = {
  post: Pick<BlogPostMeta, 'author' | 'date' | 'dateText' | 'readingMinutes'>;
  className?: string;
};

/** "Aditi Raghavan · 14 June 2025 · 5 min read"; a line break never leaves a dot at a line's end. */
export function PostMeta({ post, className }: PostMetaProps) {
  return (
    <p
      className={joinClassNames(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600',
        className,
      )}
    >
      <span className="font-semibold text-ink-800">{post.author}</span>
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{post.dateText}</time>
      </span>
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <span aria-hidden="true" className="mr-1">
          ·
        </span>
        <ClockIcon size={14} />
        {post.readingMinutes} min read
      </span>
    </p>
  );
}
