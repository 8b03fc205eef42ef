import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../../components/ui/icons';
import { toProgramPath } from '../../../../content/programs';
import type { ProgramSummary } from '../../../../content/programs';

/** The four programs a friend can join, each linking to its page. */
export function ReferablePrograms({ programs }: { programs: readonly ProgramSummary[] }) {
  return (
    <ul aria-label="Programs to share" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {programs.map((program) => (
        <li key={program.id}>
          <Link
            to={toProgramPath(program)}
            className="group flex h-full flex-col overflow-hidden rounded-card border border-ink-200/80 bg-white shadow-card transition-[transform,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised"
          >
            <img
              src={program.image}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <span className="flex flex-1 flex-col p-5">
              <span className="font-display text-h3 font-bold text-ink-950">{program.name}</span>
              <span className="mt-1 flex-1 text-ink-600">{program.tagline}</span>
              <span className="mt-3 text-sm text-ink-600">
                {program.duration} · {program.weeklyHours}
              </span>
              <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline">
                View program
                <ArrowRightIcon size={16} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
