// The blog's Markdown, turned into modules at build time (and by Vite's dev server and Vitest):
//   content/blog/<id>.md?meta  → export default { id, title, genre, summary, ... } (BlogPostMeta)
//   content/blog/<id>.md?body  → export default '<h2>…</h2><p>…</p>' (sanitised HTML)
//   content/blog/<id>.md       → export const meta, html
// The list page imports only the ?meta modules; a post page loads its own ?body module. Markdown
// parsing and sanitising happen here, in Node, so the browser downloads neither library.
// eslint-disable-next-line no-restricted-imports -- build tooling: runs in Node, never in the browser
import { readFile } from 'node:fs/promises';
// eslint-disable-next-line no-restricted-imports -- build tooling: runs in Node, never in the browser
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseBlogPost } from './blog/blog-post-source';

const BLOG_DIR = path.join('src', 'content', 'blog');

export function blogMarkdownPlugin(): Plugin {
  let blogDir = '';
  let publicDir = '';
  return {
    name: 'kaksha-blog-markdown',
    enforce: 'pre',
    configResolved(config) {
      blogDir = path.join(config.root, BLOG_DIR);
      publicDir = config.publicDir;
    },
    async load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!file.endsWith('.md') || path.dirname(path.resolve(file)) !== blogDir) return null;
      const params = new URLSearchParams(query);
      const post = parseBlogPost(path.basename(file), await readFile(file, 'utf8'), {
        publicDir,
      });
      const meta = JSON.stringify(post.meta);
      const html = JSON.stringify(post.html);
      if (params.has('meta')) return `export default ${meta};`;
      if (params.has('body')) return `export default ${html};`;
      return `export const meta = ${meta};\nexport const html = ${html};`;
    },
  };
}
