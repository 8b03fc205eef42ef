import { DeferredCarousel } from '../../../components/ui/deferred-carousel';
import type { BlogPostMeta } from '../../../content/blog/blog-post.types';
import { FeaturedPostSlide } from './featured-post-slide';

/** Spec §2: one slide at a time, 700 ms moves, on by itself every 2 s, dots, both ends wrap. */
const AUTOPLAY_MS = 2000;
const SPEED_MS = 700;

/**
 * The featured carousel: the newest posts, one per slide. Its slides are in the prerendered HTML;
 * its code (Embla) loads once the page has hydrated, off the page's critical path.
 */
export function FeaturedPosts({ posts }: { posts: readonly BlogPostMeta[] }) {
  const firstId = posts[0]?.id;
  return (
    <DeferredCarousel
      label="Featured posts"
      itemName="post"
      items={posts}
      getKey={(post) => post.id}
      getItemTitle={(post) => post.title}
      renderSlide={(post) => <FeaturedPostSlide post={post} isFirst={post.id === firstId} />}
      slidesPerView={1}
      slideClassName="basis-full"
      autoplayMs={AUTOPLAY_MS}
      speedMs={SPEED_MS}
      hasDots
    />
  );
}
