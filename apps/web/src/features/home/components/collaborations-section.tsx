import { Section } from '../../../components/ui/section';
import {
  PARTNER_COMMUNITIES,
  PARTNER_INSTITUTIONS,
} from '../../../content/home/home-collaborations';

/** Two letters for a name's monogram: "Deccan Institute of Technology" -> "DI". */
function toMonogram(name: string): string {
  return name
    .split(' ')
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

function Monogram({ name, tone }: { name: string; tone: 'brand' | 'accent' }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl font-display text-sm font-extrabold ${
        tone === 'brand' ? 'bg-brand-100 text-brand-800' : 'bg-accent-100 text-accent-800'
      }`}
    >
      {toMonogram(name)}
    </span>
  );
}

/** University, college and community partnerships. */
export function CollaborationsSection() {
  return (
    <Section
      tone="muted"
      eyebrow="Collaborations"
      title="Learning with campuses and communities"
      description="We run workshops, hackathons and programs with colleges across India and with the tech communities our learners already love."
    >
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-panel border border-ink-200/80 bg-white p-6 shadow-card sm:p-8">
          <h3 className="text-h3 font-bold">Colleges and universities</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {PARTNER_INSTITUTIONS.map((institution) => (
              <li key={institution.id} className="flex items-center gap-3">
                <Monogram name={institution.name} tone="brand" />
                <span>
                  <span className="block leading-snug font-semibold text-ink-900">
                    {institution.name}
                  </span>
                  <span className="block text-sm text-ink-600">{institution.city}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-panel border border-ink-200/80 bg-white p-6 shadow-card sm:p-8">
          <h3 className="text-h3 font-bold">Tech communities</h3>
          <ul className="mt-6 grid gap-4">
            {PARTNER_COMMUNITIES.map((community) => (
              <li key={community.id} className="flex items-center gap-3">
                <Monogram name={community.name} tone="accent" />
                <span>
                  <span className="block leading-snug font-semibold text-ink-900">
                    {community.name}
                  </span>
                  <span className="block text-sm text-ink-600">{community.focus}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
