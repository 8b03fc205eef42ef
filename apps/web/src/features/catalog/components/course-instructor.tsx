import { Section } from '../../../components/ui/section';
import type { ProgramInstructor } from '../../../content/programs/program-content.types';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';

export function CourseInstructor({ instructor }: { instructor: ProgramInstructor }) {
  return (
    <Section eyebrow="Your instructor" title={`Meet ${instructor.name}`}>
      <div className="grid gap-8 rounded-panel border border-ink-200/80 bg-white p-6 shadow-card sm:p-10 md:grid-cols-[auto_1fr]">
        <div className="flex items-center gap-4 md:flex-col md:items-start">
          <InitialsAvatar name={instructor.name} className="size-24 text-3xl sm:size-28" />
          <div>
            <p className="text-lg font-bold text-ink-950">{instructor.name}</p>
            <p className="text-brand-700">{instructor.role}</p>
            <p className="text-sm text-ink-500">{instructor.experience}</p>
          </div>
        </div>
        <div>
          <div className="grid gap-4 text-ink-700">
            {instructor.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <ul aria-label="Expertise" className="mt-6 flex flex-wrap gap-2">
            {instructor.expertise.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
