import { Container } from '../../../components/ui/container';
import type { ProgramFaq } from '../../../content/programs/program-content.types';
import { FaqList } from '../../../components/ui/faq-list';

export function CourseFaqs({ name, faqs }: { name: string; faqs: readonly ProgramFaq[] }) {
  return (
    <section aria-labelledby="course-faqs-heading" className="py-14 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">FAQ</p>
          <h2 id="course-faqs-heading" className="text-3xl font-extrabold sm:text-h2">
            Questions about {name}
          </h2>
          <p className="mt-3 text-lg text-ink-600">
            Straight answers on schedules, projects, payment and refunds.
          </p>
        </div>
        <FaqList faqs={faqs} />
      </Container>
    </section>
  );
}
