import { Container } from '../../../components/ui/container';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTitle } from '../../../components/ui/page-title';
import { Section } from '../../../components/ui/section';
import { BLOG_CAROUSEL_COUNT, BLOG_POSTS } from '../../../content/blog/blog-index';
import { BlogFeedLink } from '../components/blog-feed-link';
import { BlogPostList } from '../components/blog-post-list';
import { FeaturedPosts } from '../components/featured-posts';
import { WriteForUs } from '../components/write-for-us';

/** /blog: the newest 5 posts in a carousel, then every post as a card (spec §2 Blog). */
export function BlogPage() {
  return (
    <>
      <PageTitle
        page="Blog"
        description="Guides from Kaksha mentors: full-stack roadmaps, your first ML model, placement DSA, ESP32 projects and portfolios that get interviews."
        path="/blog"
      />
      <BlogFeedLink />
      <PageHeading
        eyebrow="Kaksha blog"
        title="Blog"
        description="Practical guides from our mentors on web development, machine learning, placements, IoT and building a career in tech."
      />
      <section className="pt-12 sm:pt-16">
        <Container>
          <h2 className="sr-only">Featured posts</h2>
          <FeaturedPosts posts={BLOG_POSTS.slice(0, BLOG_CAROUSEL_COUNT)} />
        </Container>
      </section>
      <Section title="Latest posts">
        <BlogPostList posts={BLOG_POSTS} />
      </Section>
      <WriteForUs />
    </>
  );
}
