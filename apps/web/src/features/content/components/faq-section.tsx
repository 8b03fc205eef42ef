import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { FaqList } from '../../../components/ui/faq-list';
import type { Faq } from '../../../components/ui/faq-list';
import { SectionHeader } from '../../../components/ui/section';

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
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          description={description}
        />
        <FaqList faqs={faqs} revealOnToggle />
      </Container>
    </section>
  );
}
