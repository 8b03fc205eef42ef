import { useEffect, useId, useRef, useState } from 'react';
import { Accordion } from './accordion';
import { usePrefersReducedMotion } from './use-media-query';

export interface Faq {
  question: string;
  answer: string;
}

/** Spec: FAQ lists show 3 items until Read More. */
export const FAQ_INITIAL_COUNT = 3;

export interface FaqListProps {
  faqs: readonly Faq[];
  initialCount?: number;
  /**
   * Read More scrolls to the first newly shown question and moves focus to it (the spec's mentor
   * FAQ "expands all and scrolls"); Collapse brings its button back into view, since the list
   * shrinking above it would otherwise leave the reader far below.
   */
  revealOnToggle?: boolean;
}

/** A question-and-answer accordion: the first 3 items, then all of them after Read More. */
export function FaqList({
  faqs,
  initialCount = FAQ_INITIAL_COUNT,
  revealOnToggle = false,
}: FaqListProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Set by a press of the toggle, so the effect below never runs on the first render.
  const hasToggled = useRef(false);
  const isReducedMotion = usePrefersReducedMotion();
  const shown = isExpanded ? faqs : faqs.slice(0, initialCount);
  const canExpand = faqs.length > initialCount;

  useEffect(() => {
    if (!revealOnToggle || !hasToggled.current) return;
    hasToggled.current = false;
    const behavior = isReducedMotion ? 'auto' : 'smooth';
    if (isExpanded) {
      const firstNew = listRef.current?.querySelectorAll('button').item(initialCount);
      firstNew?.focus({ preventScroll: true });
      firstNew?.scrollIntoView?.({ behavior, block: 'center' });
    } else {
      toggleRef.current?.scrollIntoView?.({ behavior, block: 'nearest' });
    }
  }, [isExpanded, initialCount, isReducedMotion, revealOnToggle]);

  return (
    <div>
      <div id={listId} ref={listRef}>
        <Accordion
          items={shown.map((faq) => ({
            key: faq.question,
            title: faq.question,
            content: <p>{faq.answer}</p>,
          }))}
        />
      </div>
      {canExpand && (
        <div className="mt-6 flex justify-center">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => {
              hasToggled.current = true;
              setIsExpanded((value) => !value);
            }}
            className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors ring-inset hover:bg-brand-50"
          >
            {isExpanded ? 'Collapse' : 'Read More'}
          </button>
        </div>
      )}
    </div>
  );
}
