import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

/** The dark closing band of a marketing page: a heading, a sentence and its actions. */
export function CtaBand({
  headingId,
  title,
  description,
  actions,
}: {
  headingId: string;
  title: string;
  description: string;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="pb-16 sm:pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-panel bg-brand-900 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -left-20 size-72 rounded-full bg-brand-500/40 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -bottom-24 size-72 rounded-full bg-accent-500/30 blur-3xl"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id={headingId} className="text-3xl font-extrabold text-white sm:text-h2">
              {title}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{description}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
          </div>
        </div>
      </Container>
    </section>
  );
}
