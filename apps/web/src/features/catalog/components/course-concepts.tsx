import { ButtonAnchor } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import type { ProgramSummary } from '../../../content/programs';
import type { ProgramContent } from '../../../content/programs/program-content.types';
import { siteConfig } from '../../../content/site-config';
import { Accordion } from '../../../components/ui/accordion';

interface CourseConceptsProps {
  program: ProgramSummary;
  content: ProgramContent;
}

export function CourseConcepts({ program, content }: CourseConceptsProps) {
  const { concepts, facts } = content;
  const topicCount = concepts.reduce((total, concept) => total + concept.topics.length, 0);
  const glance = [
    { label: 'Modules', value: String(concepts.length) },
    { label: 'Topics', value: String(topicCount) },
    { label: 'Duration', value: facts.duration },
    { label: 'Time', value: facts.weeklyHours },
  ];

  return (
    <Section
      eyebrow="Curriculum"
      title="Concepts you will master"
      description="Open a topic to see what the live classes cover."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <Accordion
          items={concepts.map((concept) => ({
            key: concept.title,
            title: concept.title,
            content: (
              <ul className="grid list-disc gap-1.5 pl-5 marker:text-brand-500">
                {concept.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            ),
          }))}
        />
        <aside
          aria-label={`${program.name} at a glance`}
          className="rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 ring-inset"
        >
          <h3 className="text-lg font-bold">{program.name} at a glance</h3>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {glance.map((item) => (
              <div key={item.label} className="flex flex-col rounded-control bg-white p-3">
                <dt className="text-xs font-medium text-ink-500">{item.label}</dt>
                <dd className="order-first font-display text-base font-extrabold text-brand-800 sm:text-lg">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-ink-600">
            The syllabus lists every class, assignment and project week by week.
          </p>
          <ButtonAnchor
            href={siteConfig.syllabusLinks[program.id]}
            variant="secondary"
            size="sm"
            className="mt-4 w-full"
          >
            Download syllabus
          </ButtonAnchor>
        </aside>
      </div>
    </Section>
  );
}
