import { data, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { BLOG_POSTS, findBlogPost, loadBlogPostBody } from '../../../content/blog/blog-index';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../../lib/structured-data';
import { BlogFeedLink } from '../components/blog-feed-link';
import { PostBody } from '../components/post-body';
import { PostMeta } from '../components/post-meta';
import { PostNavigation } from '../components/post-navigation';
import { WriteForUs } from '../components/write-for-us';
import { blogPostPath } from '../lib/blog-links';

/**
 * /blog/:id, in any casing. The body is its own chunk, loaded here; the build prerenders every
 * post, and any other id is a 404 that the site's error boundary draws as the Not-found page.
 */
export async function loadBlogPostPage({ params }: LoaderFunctionArgs) {
  const post = findBlogPost(params.id);
  if (!post) throw data('Blog post not found', { status: 404 });
  const index = BLOG_POSTS.indexOf(post);
  return {
    post,
    html: await loadBlogPostBody(post.id),
    previous: BLOG_POSTS[index - 1],
    next: BLOG_POSTS[index + 1],
  };
}

export function BlogPostPage() {
  const { post, html, previous, next } = useLoaderData<typeof loadBlogPostPage>();
  const path = blogPostPath(post);

  return (
    <>
      <PageTitle
        page={post.title}
        description={post.summary}
        path={path}
        image={post.shareImage}
        type="article"
        jsonLd={[
          blogPostingJsonLd({
            path,
            title: post.title,
            summary: post.summary,
            imagePath: post.shareImage,
            author: post.author,
            datePublished: post.date,
            genre: post.genre,
            wordCount: post.wordCount,
          }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path },
          ]),
        ]}
      />
      <BlogFeedLink />
      <article className="pt-8 pb-16 sm:pt-12">
        <Container width="reading">
          <Breadcrumb
            trail={[
              { to: '/', label: 'Home' },
              { to: '/blog', label: 'Blog' },
            ]}
            current={post.title}
          />
          <div className="mt-8">
            <Badge>{post.genre}</Badge>
            <h1 className="mt-4 text-[2rem] leading-tight font-extrabold sm:text-h1">
              {post.title}
            </h1>
            <PostMeta post={post} className="mt-4 text-base" />
          </div>
          <img
            src={post.image}
            alt={post.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[40/21] w-full rounded-panel border border-ink-100 bg-brand-50 object-cover"
          />
          <div className="mt-10">
            <PostBody html={html} />
          </div>
          <PostNavigation previous={previous} next={next} />
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/blog" variant="secondary">
              <ArrowLeftIcon size={18} />
              Back to the blog
            </ButtonLink>
          </div>
        </Container>
      </article>
      <WriteForUs />
    </>
  );
}
