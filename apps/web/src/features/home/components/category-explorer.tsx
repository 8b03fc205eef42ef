import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import { HOME_CATEGORIES } from '../../../content/home/home-categories';
import { PROGRAMS, toProgramPath } from '../../../content/programs';
import type { ProgramId } from '../../../content/programs';

// Each category gets its own tint so the four cards read as a set, not a wall of violet.
const CATEGORY_ACCENTS: Record<ProgramId, { tile: string; glyph: string }> = {
  webmonk: { tile: 'bg-brand-100 text-brand-800', glyph: '</>' },
  machinester: { tile: 'bg-accent-100 text-accent-800', glyph: 'ML' },
  'code-slayer': { tile: 'bg-success-100 text-success-700', glyph: '{ }' },
  iot: { tile: 'bg-ink-100 text-ink-800', glyph: 'IoT' },
};

/** "Explore by category": one card per category, leading to the program that teaches it. */
export function CategoryExplorer() {
  return (
    <Section
      eyebrow="Programs"
      title="Explore by category"
      description="Four live programs with weekend classes, industry mentors and graded projects, in dated batches with limited seats."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {HOME_CATEGORIES.map((category) => {
          const program = PROGRAMS.find((candidate) => candidate.id === category.programId);
          if (!program) return null;
          const accent = CATEGORY_ACCENTS[program.id];
          return (
            <li key={category.category}>
              <Card as="article" isInteractive className="group relative flex h-full flex-col">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-12 items-center justify-center rounded-xl font-mono text-sm font-bold ${accent.tile}`}
                >
                  {accent.glyph}
                </span>
                <h3 className="mt-5 text-xl font-bold">
                  <Link
                    to={toProgramPath(program)}
                    className="after:absolute after:inset-0 after:rounded-card"
                  >
                    {category.category}
                  </Link>
                </h3>
                <p className="mt-1 text-sm font-semibold text-brand-700">{program.name}</p>
                <p className="mt-2 text-ink-600">{program.tagline}</p>
                <ul aria-label="Topics" className="mt-4 flex flex-1 flex-wrap content-start gap-2">
                  {category.topics.map((topic) => (
                    <li
                      key={topic}
                      className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700"
                    >
                      {topic}
                    </li>
                  ))}
                </ul>
                <p className="mt-5 flex items-center justify-between border-t border-ink-100 pt-4 text-sm font-medium text-ink-600">
                  <span>
                    {program.duration} · {program.weeklyHours}
                  </span>
                  <ArrowRightIcon
                    size={18}
                    className="text-brand-700 transition-transform duration-200 group-hover:translate-x-1"
                  />
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/programs" variant="secondary">
          Compare all programs
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </Section>
  );
}
