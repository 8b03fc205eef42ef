import { ButtonLink } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import heroIllustrationUrl from '../assets/hero-learning.svg';

const CLAIMS = [
  { value: '50000+', label: 'Learners' },
  { value: '250+', label: 'Partnerships' },
  { value: '50+', label: 'Hiring partners' },
] as const;

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
            and IoT, with certificates, internships and 24*7 teaching-assistant support.
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
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-3 sm:gap-4">
            {CLAIMS.map((claim) => (
              <div
                key={claim.label}
                className="flex flex-col rounded-2xl border border-ink-200/70 bg-white/80 px-3 py-4 text-center shadow-card backdrop-blur sm:px-4"
              >
                <dt className="text-xs font-medium text-ink-500 sm:text-sm">{claim.label}</dt>
                <dd className="order-first font-display text-[1.375rem] font-extrabold tracking-tight text-brand-800 tabular-nums sm:text-3xl">
                  {claim.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <img
            src={heroIllustrationUrl}
            alt=""
            width={560}
            height={480}
            className="h-auto w-full drop-shadow-xl"
            // Decorative and below the fold on phones: the prerendered HTML names it early anyway,
            // and a high-priority preload would compete with the stylesheet for first paint.
            decoding="async"
          />
        </div>
      </Container>
    </section>
  );
}
