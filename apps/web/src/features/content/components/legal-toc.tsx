import { useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { joinClassNames } from '../../../lib/class-names';
import type { LegalSection } from '../../../content/legal/legal-document.types';

/** A heading counts as the one being read once its top passes under the sticky header. */
const READING_LINE_PX = 112;

/**
 * The section being read, for highlighting it in the side column. Undefined until the page has
 * mounted, so the prerendered HTML and the first render in the browser agree.
 */
function useSectionInView(ids: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top === undefined || top > READING_LINE_PX) break;
        current = id;
      }
      // The last sections may be too short to ever reach the line.
      setActiveId(atBottom ? ids.at(-1) : current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);
  return activeId;
}

export interface LegalTocProps {
  sections: readonly LegalSection[];
  /** The section ids, in order (stable across renders). */
  ids: readonly string[];
}

/**
 * The table of contents: numbered links to each section's heading. On phones a collapsed list at
 * the top of the document ("Contents"), on wide screens an always-open side column that stays in
 * view and marks the section being read.
 */
export function LegalToc({ sections, ids }: LegalTocProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const activeId = useSectionInView(ids);

  return (
    <nav
      aria-label="Contents"
      className="rounded-card border border-ink-200 bg-white shadow-card lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:rounded-none lg:border-0 lg:bg-transparent lg:shadow-none print:hidden"
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-card px-4 py-3 text-left font-semibold text-ink-900 lg:hidden"
      >
        Contents
        <ChevronDownIcon
          size={20}
          className={joinClassNames(
            'shrink-0 text-ink-500 transition-transform motion-reduce:transition-none',
            isOpen && 'rotate-180',
          )}
        />
      </button>
      <p className="hidden text-sm font-semibold tracking-wider text-ink-600 uppercase lg:block">
        On this page
      </p>
      <ol
        id={listId}
        className={joinClassNames(
          'border-t border-ink-100 px-2 py-2 text-[0.9375rem] lg:mt-3 lg:block lg:border-t-0 lg:border-l lg:border-ink-200 lg:px-0 lg:py-0',
          !isOpen && 'hidden',
        )}
      >
        {sections.map((section, index) => {
          const isActive = section.id === activeId;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isActive ? 'location' : undefined}
                onClick={() => setIsOpen(false)}
                className={joinClassNames(
                  'flex gap-2 rounded-lg px-2 py-2 leading-snug lg:-ml-px lg:rounded-none lg:border-l-2 lg:py-1.5 lg:pl-4',
                  isActive
                    ? 'font-semibold text-brand-800 lg:border-brand-600'
                    : 'text-ink-600 hover:bg-ink-50 hover:text-ink-950 lg:border-transparent lg:hover:bg-transparent',
                )}
              >
                <span className="w-5 shrink-0 text-right text-ink-600 tabular-nums">
                  {index + 1}.
                </span>{' '}
                <span>{section.title}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
