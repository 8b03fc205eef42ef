import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { FaqList } from '../../../components/ui/faq-list';
import type { Faq } from '../../../components/ui/faq-list';

/** A FAQ band: the header on the left, the list (3 first, Read More / Collapse) on the right. */
export function FaqSection({
  headingId,
  eyebrow = 'FAQ',
  title,
  description,
  faqs,
}: {
  headingId: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  faqs: readonly Faq[];
}) {
  return (
    <section aria-labelledby={headingId} className="py-14 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {eyebrow}
          </p>
          <h2
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-24 text-3xl font-extrabold outline-none sm:text-h2"
          >
            {title}
          </h2>
          {description && <p className="mt-3 text-lg text-ink-600">{description}</p>}
        </div>
        <FaqList faqs={faqs} revealOnToggle />
      </Container>
    </section>
  );
}
