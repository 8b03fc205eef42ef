import { describe, expect, it } from 'vitest';
import { renderBlogMarkdown } from '../../../scripts/blog/blog-markdown';
import { formatBlogDate, parseBlogPost } from '../../../scripts/blog/blog-post-source';

// The build's Markdown pipeline (scripts/blog/), fed hostile input: what reaches the page is
// only what the sanitiser allows, whatever a post's author writes.

describe('renderBlogMarkdown', () => {
  it('drops scripts, event handlers, frames and styles', () => {
    const { html } = renderBlogMarkdown(
      [
        'Hello <script>alert(1)</script> world',
        '',
        '<img src="/images/blog/six.svg" onerror="alert(1)" alt="cover">',
        '',
        '<p onclick="steal()" style="color:red">Click</p>',
        '',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
        '',
        '<svg><script>alert(1)</script></svg><object data="x"></object>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/script|alert|onerror|onclick|style|iframe|<svg|object|steal/i);
    expect(html).toContain('Hello  world');
    expect(html).toContain('<img src="/images/blog/six.svg" alt="cover" />');
    expect(html).toContain('<p>Click</p>');
  });

  it('keeps http, https, mailto and relative links, and turns javascript: and data: into text', () => {
    const { html } = renderBlogMarkdown(
      [
        '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,hi)',
        '<a href="javascript:alert(1)">d</a> <a href="vbscript:x">e</a>',
        '[f](/course/webmonk) [g](mailto:hello@kaksha.in) [h](http://example.com)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
    expect(html).toContain('<p>a b c</p>');
    expect(html).toContain('<p>d e</p>');
    expect(html).toContain('<a href="/course/webmonk">f</a>');
    expect(html).toContain('<a href="mailto:hello@kaksha.in">g</a>');
  });

  it('opens external links in a new tab without an opener, and says so', () => {
    const { html } = renderBlogMarkdown(
      '[docs](https://scikit-learn.org "scikit-learn") and <a href="https://x.example" target="_self" rel="opener">raw</a>',
    );
    expect(html).toContain(
      '<a href="https://scikit-learn.org" title="scikit-learn" target="_blank" rel="noopener noreferrer">docs<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">raw</a>',
    );
    const internal = renderBlogMarkdown('<a href="/blog" target="_blank">blog</a>').html;
    expect(internal).toBe('<p><a href="/blog">blog</a></p>');
  });

  it('keeps images from our own /images/ only', () => {
    const { html } = renderBlogMarkdown(
      [
        '![own](/images/blog/seven.svg)',
        '![remote](https://evil.example/pixel.png)',
        '![protocol-relative](//evil.example/pixel.png)',
        '![inline](data:image/png;base64,iVBORw0KGgo=)',
        '![elsewhere](/api/v1.5/users/me)',
      ].join('\n\n'),
    );
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain('<img src="/images/blog/seven.svg" alt="own" />');
    expect(html).not.toMatch(/evil|data:|\/api\//);
  });

  it('keeps the reading elements: headings from h2, lists, code, quotes and tables', () => {
    const { html } = renderBlogMarkdown(
      [
        '# Not a second h1',
        '## Section',
        '###### Deep',
        '- one\n- two',
        '3. three\n4. four',
        '> quoted',
        '```python\nprint("<b>")\n```',
        '| a | b |\n| --- | --- |\n| 1 | 2 |',
        '<h2 id="root" class="x">Clobber</h2>',
        '<code class="language-js evil">x</code>',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Not a second h1</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h4>Deep</h4>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toContain(
      '<pre tabindex="0"><code class="language-python">print("&lt;b&gt;")\n</code></pre>',
    );
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<h2>Clobber</h2>');
    expect(html).toContain('<code class="language-js">x</code>');
  });

  it('counts the words a reader sees and rounds the reading time up at 200 a minute', () => {
    expect(renderBlogMarkdown('Hello **brave** new <em>world</em> &mdash; 2025!')).toMatchObject({
      wordCount: 5,
      readingMinutes: 1,
    });
    const long = renderBlogMarkdown(Array.from({ length: 401 }, () => 'word').join(' '));
    expect(long).toMatchObject({ wordCount: 401, readingMinutes: 3 });
  });
});

describe('parseBlogPost', () => {
  const FRONT_MATTER = {
    title: 'A title',
    genre: 'Tools',
    summary: 'A summary.',
    author: 'Aditi Raghavan',
    date: '2025-06-14',
    image: '/images/blog/six.svg',
    imageAlt: 'A picture',
  };
  function source(fields: Record<string, string>, body = 'Some **body** text.') {
    const yaml = Object.entries(fields)
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n');
    return `---\n${yaml}\n---\n\n${body}\n`;
  }

  it('reads the front matter, the id from the file name and formats the date by hand', () => {
    const post = parseBlogPost('twelve.md', source(FRONT_MATTER));
    expect(post.meta).toEqual({
      id: 'twelve',
      ...FRONT_MATTER,
      dateText: '14 June 2025',
      shareImage: '/og/blog-twelve.png',
      wordCount: 3,
      readingMinutes: 1,
    });
    expect(post.html).toBe('<p>Some <strong>body</strong> text.</p>');
    expect(
      parseBlogPost('x.md', source({ ...FRONT_MATTER, date: "'2024-02-29'" })).meta.dateText,
    ).toBe('29 February 2024');
    expect(formatBlogDate('2025-01-05')).toBe('5 January 2025');
  });

  it.each(['title', 'genre', 'summary', 'author', 'date', 'image', 'imageAlt'])(
    'stops the build when "%s" is missing, naming the file and the field',
    (field) => {
      const fields: Record<string, string> = { ...FRONT_MATTER };
      delete fields[field];
      expect(() => parseBlogPost('twelve.md', source(fields))).toThrow(
        `Blog post twelve.md: front matter is missing "${field}"`,
      );
    },
  );

  it.each([
    [{ date: '2025-02-30' }, '"date" must be an ISO date'],
    [{ date: '14 June 2025' }, '"date" must be an ISO date'],
    [{ title: "''" }, '"title" must be non-empty text'],
    [{ genre: '[a, b]' }, '"genre" must be non-empty text'],
    [{ image: 'https://evil.example/a.svg' }, '"image" must be a path under /images/blog/'],
    [{ tags: 'x' }, 'unknown front-matter field "tags"'],
    [{ summary: 'a: b' }, 'the front matter is not valid YAML'],
  ])('refuses %o', (change, message) => {
    expect(() => parseBlogPost('twelve.md', source({ ...FRONT_MATTER, ...change }))).toThrow(
      message,
    );
  });

  it('refuses a cover image that is not in public/, a bad file name and an empty body', () => {
    const publicDir = `${import.meta.dirname}/../../../public`;
    expect(() =>
      parseBlogPost('twelve.md', source({ ...FRONT_MATTER, image: '/images/blog/none.svg' }), {
        publicDir,
      }),
    ).toThrow('"image" /images/blog/none.svg is not in apps/web/public');
    expect(() => parseBlogPost('Twelve Posts.md', source(FRONT_MATTER))).toThrow('post id');
    expect(() => parseBlogPost('twelve.md', source(FRONT_MATTER, '  '))).toThrow('no body');
  });
});
