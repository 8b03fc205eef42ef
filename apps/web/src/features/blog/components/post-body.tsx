import { joinClassNames } from '../../../lib/class-names';

/**
 * The reading styles of a post's body, in one place: the build's Markdown is plain HTML (h2, h3,
 * p, lists, code, quotes, tables, links), styled here through its descendants.
 */
const PROSE_CLASS = joinClassNames(
  'text-lg leading-8 text-ink-800 break-words',
  '[&>*+*]:mt-6',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-extrabold sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-bold',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-2 [&_a:hover]:decoration-brand-700',
  '[&_strong]:font-bold [&_strong]:text-ink-950',
  '[&_blockquote]:rounded-r-card [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-accent-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-ink-800',
  '[&_:not(pre)>code]:rounded-md [&_:not(pre)>code]:bg-ink-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.875em] [&_:not(pre)>code]:break-words [&_:not(pre)>code]:text-ink-900',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-ink-950 [&_pre]:p-5 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-ink-100',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-ink-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-ink-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:border-ink-200 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card',
);

/** The post's sanitised HTML (built from Markdown by scripts/vite-plugin-blog.ts). */
export function PostBody({ html }: { html: string }) {
  return <div className={PROSE_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
