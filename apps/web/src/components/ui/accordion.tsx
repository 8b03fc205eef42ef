import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';

export interface AccordionItem {
  key: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level that wraps each toggle, so the outline stays correct. */
  headingLevel?: 3 | 4;
  className?: string;
}

/** Independent disclosure rows: each header is a real button that opens and closes its panel. */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const toggle = (key: string) => {
    setOpenKeys((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  return (
    <div
      className={joinClassNames(
        'divide-y divide-ink-200 overflow-hidden rounded-card border border-ink-200 bg-white shadow-card',
        className,
      )}
    >
      {items.map((item, position) => {
        const isOpen = openKeys.has(item.key);
        const buttonId = `${baseId}-button-${position}`;
        const panelId = `${baseId}-panel-${position}`;
        return (
          <div key={item.key}>
            <Heading className="font-sans text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 transition-colors hover:bg-brand-50/60 sm:px-6"
              >
                <span>{item.title}</span>
                <PlusMinusSign isOpen={isOpen} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-ink-600 sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The spec's plus and minus signs; the button's aria-expanded carries the state for assistive tech. */
function PlusMinusSign({ isOpen }: { isOpen: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={joinClassNames(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xl leading-none font-bold transition-colors',
        isOpen ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800',
      )}
    >
      {isOpen ? '−' : '+'}
    </span>
  );
}
