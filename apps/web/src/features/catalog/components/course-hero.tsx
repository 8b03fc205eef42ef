import { Badge } from '../../../components/ui/badge';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Container } from '../../../components/ui/container';
import type { ProgramSummary } from '../../../content/programs';
import type { ProgramContent } from '../../../content/programs/program-content.types';
import { ClockIcon } from '../../../components/ui/icons';
import { BatchPanel } from './batch-panel';
import { FolderIcon, VideoIcon } from './catalog-icons';
import { EnrollPanel } from './enroll-panel';
import { ProgramRating } from './program-rating';

interface CourseHeroProps {
  program: ProgramSummary;
  content: ProgramContent;
}

export function CourseHero({ program, content }: CourseHeroProps) {
  const { facts } = content;
  const factLines = [
    { icon: VideoIcon, label: 'Format', text: facts.format },
    { icon: ClockIcon, label: 'Duration', text: `${facts.duration} (${facts.weeklyHours})` },
    ...(facts.projectCount
      ? [{ icon: FolderIcon, label: 'Projects', text: facts.projectCount }]
      : []),
  ];

  return (
    <div className="relative overflow-hidden border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand-200/50 blur-3xl"
      />
      <Container className="relative grid gap-10 py-8 sm:py-14 lg:grid-cols-[1.25fr_1fr] lg:items-center">
        <div>
          <Breadcrumb
            trail={[
              { to: '/', label: 'Home' },
              { to: '/programs', label: 'Programs' },
            ]}
            current={program.name}
          />
          <h1 className="mt-4 text-[2.5rem] leading-none font-extrabold tracking-tight sm:text-display">
            {program.name}
          </h1>
          <p className="mt-3 text-xl font-semibold text-brand-800 sm:text-2xl">
            {content.headline}
          </p>
          <p className="mt-3 max-w-xl text-base leading-relaxed text-ink-700 sm:text-lg">
            {content.lead}
          </p>

          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
            {/* The catalogue card's value, not a second one of the page's own. */}
            <ProgramRating programId={program.id} size="md" />
            <span className="font-medium text-ink-700">{facts.studentCount} students</span>
            <Badge tone="accent">Bestseller</Badge>
          </div>

          <ul className="mt-5 grid gap-2 text-ink-700 sm:grid-cols-2">
            {factLines.map(({ icon: Icon, label, text }) => (
              <li key={label} className="flex items-center gap-2.5">
                <Icon size={18} className="shrink-0 text-brand-700" />
                <span>{text}</span>
              </li>
            ))}
          </ul>

          <div className="mt-6">
            <BatchPanel programId={program.id} />
          </div>

          <div className="mt-6 sm:mt-8">
            <EnrollPanel program={program} />
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <img
            src={program.image}
            alt=""
            width={640}
            height={400}
            className="h-auto w-full rounded-panel shadow-raised ring-1 ring-ink-200/60"
          />
        </div>
      </Container>
    </div>
  );
}
