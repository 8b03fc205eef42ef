import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { joinClassNames } from '../../../lib/class-names';

const TONES = {
  default: 'bg-white',
  muted: 'bg-ink-50',
  tint: 'bg-brand-50/60',
} as const;

export interface ContentSectionProps {
  /** The h2's id: names the section and is where "Explore"-style links land (focusable). */
  headingId: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  tone?: keyof typeof TONES;
  /** Centre the header above full-width content (carousels, card grids). */
  isCentred?: boolean;
  children: ReactNode;
}

/** A page band with its own labelled h2, for the marketing pages. */
export function ContentSection({
  headingId,
  eyebrow,
  title,
  description,
  tone = 'default',
  isCentred = false,
  children,
}: ContentSectionProps) {
  return (
    <section aria-labelledby={headingId} className={joinClassNames('py-14 sm:py-20', TONES[tone])}>
      <Container>
        <div className={joinClassNames('mb-10 max-w-2xl', isCentred && 'mx-auto text-center')}>
          {eyebrow && (
            <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-24 text-3xl font-extrabold outline-none sm:text-h2"
          >
            {title}
          </h2>
          {description && <div className="mt-3 text-lg text-ink-600">{description}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}
