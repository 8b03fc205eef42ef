export const MAIN_CONTENT_ID = 'main-content';

/** First focusable thing on every page: lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-brand-800 focus:px-5 focus:py-3 focus:text-sm focus:font-semibold focus:text-white focus:shadow-raised"
    >
      Skip to content
    </a>
  );
}
