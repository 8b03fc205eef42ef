import { useId, useState } from 'react';
import { Accordion } from './accordion';

export interface Faq {
  question: string;
  answer: string;
}

/** Spec: FAQ lists show 3 items until Read More. */
export const FAQ_INITIAL_COUNT = 3;

/** A question-and-answer accordion: the first 3 items, then all of them after Read More. */
export function FaqList({
  faqs,
  initialCount = FAQ_INITIAL_COUNT,
}: {
  faqs: readonly Faq[];
  initialCount?: number;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  const shown = isExpanded ? faqs : faqs.slice(0, initialCount);
  const canExpand = faqs.length > initialCount;

  return (
    <div>
      <div id={listId}>
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
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setIsExpanded((value) => !value)}
            className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors ring-inset hover:bg-brand-50"
          >
            {isExpanded ? 'Collapse' : 'Read More'}
          </button>
        </div>
      )}
    </div>
  );
}
