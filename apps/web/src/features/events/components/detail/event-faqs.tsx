import { EVENT_FAQ_VISIBLE } from '@kaksha/shared';
import { Container } from '../../../../components/ui/container';
import { FaqList } from '../../../../components/ui/faq-list';
import { EVENT_FAQS } from '../../../../content/events/event-faqs';

/** The event page's 10 questions (spec §2): 3 first, Read More / Collapse, + / - per item. */
export function EventFaqs() {
  return (
    <section aria-labelledby="event-faqs-heading" className="py-14 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">FAQ</p>
          <h2 id="event-faqs-heading" className="text-3xl font-extrabold sm:text-h2">
            Questions about our events
          </h2>
          <p className="mt-3 text-lg text-ink-600">Joining, recordings and registration.</p>
        </div>
        <FaqList faqs={EVENT_FAQS} initialCount={EVENT_FAQ_VISIBLE} />
      </Container>
    </section>
  );
}
