import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

/** The closing band: where to go next. */
export function HomeClosingCta() {
  return (
    <section className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-panel bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-brand-600/50 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-accent-500/30 blur-3xl"
          />
          <div className="relative">
            <h2 className="text-3xl font-extrabold text-white sm:text-h2">
              Not sure where to start?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
              Compare the programs side by side, or join a live event to meet our mentors first.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/programs" variant="accent" size="lg">
                Compare programs
              </ButtonLink>
              <ButtonLink to="/event-listing" size="lg" variant="inverse">
                See live events
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
