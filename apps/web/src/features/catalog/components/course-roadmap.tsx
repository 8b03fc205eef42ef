import { Section } from '../../../components/ui/section';
import type { RoadmapStage } from '../../../content/programs/program-content.types';
import roadmapIllustrationUrl from '../assets/career-roadmap.svg';

export function CourseRoadmap({ name, stages }: { name: string; stages: readonly RoadmapStage[] }) {
  return (
    <Section
      tone="muted"
      eyebrow="Career roadmap"
      title="From your first class to your first role"
      description={`How ${name} builds up, stage by stage.`}
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
        <img
          src={roadmapIllustrationUrl}
          alt={`${name} career roadmap: ${stages.map((stage) => stage.title).join(', then ')}.`}
          width={560}
          height={440}
          loading="lazy"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
        <ol className="relative ml-4 grid gap-6 border-l-2 border-dashed border-brand-200 pl-8">
          {stages.map((stage, position) => (
            <li key={stage.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-0 -left-[2.85rem] inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-ink-50"
              >
                {position + 1}
              </span>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {stage.period}
              </p>
              <h3 className="mt-1 text-lg font-bold">{stage.title}</h3>
              <p className="mt-1 text-ink-600">{stage.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
