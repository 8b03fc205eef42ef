import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import type { BlogPostMeta } from '../../../content/blog/blog-post.types';
import { blogPostPath } from '../lib/blog-links';
import { PostMeta } from './post-meta';

/** One slide of the featured carousel: the cover beside the title; the whole slide is the link. */
export function FeaturedPostSlide({ post, isFirst }: { post: BlogPostMeta; isFirst: boolean }) {
  return (
    <article className="group relative grid h-full overflow-hidden rounded-panel border border-ink-200/80 bg-white shadow-card transition-colors focus-within:border-brand-300 hover:border-brand-200 md:grid-cols-[1.1fr_1fr]">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        // The first slide is the page's largest image on arrival; the others wait their turn.
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[40/21] h-full w-full bg-brand-50 object-cover md:aspect-auto"
      />
      <div className="flex flex-col justify-center p-6 sm:p-8 lg:p-10">
        <Badge className="self-start">{post.genre}</Badge>
        <h3 className="mt-4 text-2xl font-extrabold sm:text-3xl">
          <Link
            to={blogPostPath(post)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:rounded-panel focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-brand-500"
          >
            {post.title}
          </Link>
        </h3>
        <PostMeta post={post} className="mt-3" />
        <p className="mt-4 line-clamp-3 text-ink-700">{post.summary}</p>
        <span
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline"
        >
          Read the post →
        </span>
      </div>
    </article>
  );
}
