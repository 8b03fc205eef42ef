// Build-time only: turns a post's Markdown into the HTML the post page injects. Runs in Node inside
// the Vite plugin (vite-plugin-blog.ts); marked and sanitize-html never reach the browser.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Reading speed for "6 min read". */
export const WORDS_PER_MINUTE = 200;

const EXTERNAL_HREF = /^(?:https?:)?\/\//i;
/** Images come from our own origin only (the CSP allows nothing else): a path under /images/. */
const OWN_IMAGE_SRC = /^\/images\/[\w./-]+$/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// External links say they open a new tab, as components/ui/external-link.tsx does. Everything the
// renderer writes still goes through the sanitiser below, so this adds no trust.
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    link({ href, title, tokens }) {
      if (!EXTERNAL_HREF.test(href)) return false;
      const text = this.parser.parseInline(tokens);
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
      return `<a href="${escapeAttribute(href)}"${titleAttribute}>${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
    },
  },
});

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  // The page's own <h1> is the title: headings in the body start at h2.
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    span: ['class'],
    ol: ['start'],
    // Set by transformTags only: scrollable blocks must be reachable by keyboard.
    pre: ['tabindex'],
    table: ['tabindex'],
  },
  allowedClasses: { code: [/^language-[\w+#-]+$/], span: ['sr-only'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a(tagName, attribs) {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const isExternal = EXTERNAL_HREF.test(attribs.href ?? '');
      return {
        tagName,
        attribs: isExternal ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    pre: () => ({ tagName: 'pre', attribs: { tabindex: '0' } }),
    table: () => ({ tagName: 'table', attribs: { tabindex: '0' } }),
  },
  // After the attribute filter: an image without one of our paths is dropped, and a link whose
  // address was refused (javascript:, data:) becomes its plain text.
  exclusiveFilter(frame) {
    if (frame.tag === 'img') return !OWN_IMAGE_SRC.test(frame.attribs.src ?? '');
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/** Keeps only the tags, attributes and URLs a post may use (see SANITIZE_OPTIONS). */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

export interface RenderedBlogBody {
  html: string;
  wordCount: number;
  readingMinutes: number;
}

/** Counts the words a reader sees (tags and entities are not words). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function toReadingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** Markdown → sanitised HTML, with its word count and reading time. */
export function renderBlogMarkdown(markdown: string): RenderedBlogBody {
  const html = sanitizeBlogHtml(marked.parse(markdown) as string).trim();
  const wordCount = countWords(html);
  return { html, wordCount, readingMinutes: toReadingMinutes(wordCount) };
}
