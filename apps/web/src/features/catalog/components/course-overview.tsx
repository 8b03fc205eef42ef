import { CheckCircleIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import type { ProgramContent } from '../../../content/programs/program-content.types';
import { BENEFIT_ICONS } from './catalog-icons';

export function CourseOverview({ name, content }: { name: string; content: ProgramContent }) {
  const { overview } = content;
  return (
    <Section eyebrow="Program overview" title={`What you will learn in ${name}`}>
      <div className="grid max-w-3xl gap-4 text-lg text-ink-700">
        {overview.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {overview.highlights && (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {overview.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3 rounded-control bg-brand-50 p-4 text-ink-800">
              <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-brand-700" />
              {highlight}
            </li>
          ))}
        </ul>
      )}
      {overview.benefits && (
        <ul
          aria-label="Program benefits"
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {overview.benefits.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.icon];
            return (
              <li
                key={benefit.title}
                className="flex gap-4 rounded-card border border-ink-200/80 bg-white p-5 shadow-card sm:block"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon size={22} />
                </span>
                <div>
                  <h3 className="text-lg font-bold sm:mt-4">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-ink-600">{benefit.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
