import { useId, useState } from 'react';
import { BLOG_LIST_INITIAL_COUNT } from '../../../content/blog/blog-index';
import type { BlogPostMeta } from '../../../content/blog/blog-post.types';
import { BlogPostCard } from './blog-post-card';

/**
 * Every post as a card: the first 3 until Read More, all of them until Show Less (spec §9). The
 * hidden cards stay in the HTML, so search engines and the prerendered page link to every post.
 */
export function BlogPostList({ posts }: { posts: readonly BlogPostMeta[] }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  const canExpand = posts.length > BLOG_LIST_INITIAL_COUNT;

  return (
    <div>
      <ul id={listId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id} hidden={!isExpanded && index >= BLOG_LIST_INITIAL_COUNT}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
      {canExpand && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setIsExpanded((value) => !value)}
            className="min-h-11 rounded-full px-6 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors ring-inset hover:bg-brand-50"
          >
            {isExpanded ? 'Show Less' : 'Read More'}
          </button>
        </div>
      )}
    </div>
  );
}
