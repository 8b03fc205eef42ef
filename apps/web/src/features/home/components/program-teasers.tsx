import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import { PROGRAMS, toProgramPath } from '../../../content/programs';
import type { ProgramId } from '../../../content/programs';

// Each program gets its own tint so the four cards read as a set, not a wall of violet.
const PROGRAM_ACCENTS: Record<ProgramId, { tile: string; glyph: string }> = {
  webmonk: { tile: 'bg-brand-100 text-brand-800', glyph: '</>' },
  machinester: { tile: 'bg-accent-100 text-accent-800', glyph: 'ML' },
  'code-slayer': { tile: 'bg-success-100 text-success-700', glyph: '{ }' },
  iot: { tile: 'bg-ink-100 text-ink-800', glyph: 'IoT' },
};

export function ProgramTeasers() {
  return (
    <Section
      tone="muted"
      eyebrow="Programs"
      title="Four live programs, one goal: your first job in tech"
      description="Weekend classes with industry mentors, graded projects and a certificate at the end."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PROGRAMS.map((program) => {
          const accent = PROGRAM_ACCENTS[program.id];
          return (
            <li key={program.id}>
              <Card as="article" isInteractive className="group relative flex h-full flex-col">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-12 items-center justify-center rounded-xl font-mono text-sm font-bold ${accent.tile}`}
                >
                  {accent.glyph}
                </span>
                <Badge tone="neutral" className="mt-5 self-start">
                  {program.category}
                </Badge>
                <h3 className="mt-3 text-h3 font-bold">
                  <Link
                    to={toProgramPath(program)}
                    className="after:absolute after:inset-0 after:rounded-card"
                  >
                    {program.name}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-ink-600">{program.tagline}</p>
                <p className="mt-5 flex items-center justify-between border-t border-ink-100 pt-4 text-sm font-medium text-ink-500">
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
    </Section>
  );
}
