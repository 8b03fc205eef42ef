import { ButtonLink } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import heroIllustrationUrl from '../assets/hero-learning.svg';

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-[36rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/4 -left-48 size-[24rem] rounded-full bg-accent-200/35 blur-3xl"
      />
      <Container className="relative grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pt-20 lg:pb-24">
        <div>
          <Badge tone="accent" className="mb-6">
            Live classes every weekend
          </Badge>
          <h1 className="text-[2.5rem] leading-[1.08] font-extrabold tracking-tight sm:text-display">
            Learn live. Build real projects.{' '}
            <span className="bg-linear-to-r from-brand-600 to-brand-900 bg-clip-text text-transparent">
              Get hired.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-600 sm:text-xl">
            Mentor-led online programs in web development, machine learning, competitive programming
            and IoT, with real projects, internships and 24*7 teaching-assistant support.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/programs" size="lg">
              Explore programs
              <ArrowRightIcon size={18} />
            </ButtonLink>
            <ButtonLink to="/event-listing" variant="secondary" size="lg">
              Upcoming events
            </ButtonLink>
          </div>
        </div>
        {/* Decorative, so only where it sits beside the text: on a narrow screen it would push the
            key figures out of the first view and, larger than the heading, become the LCP element. */}
        <div className="relative mx-auto hidden w-full max-w-lg lg:block lg:max-w-none">
          <img
            src={heroIllustrationUrl}
            alt=""
            width={560}
            height={480}
            className="h-auto w-full drop-shadow-xl"
            // The prerendered HTML names it early anyway; a high-priority preload would compete
            // with the stylesheet for first paint.
            decoding="async"
          />
        </div>
      </Container>
    </section>
  );
}
