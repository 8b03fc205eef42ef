import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { PROGRAMS } from '../../../content/programs';
import { coursesQuery as coursesQueryOptions } from '../api';
import { ProgramCard } from '../components/program-card';
import { filterPrograms, ProgramFilters } from '../components/program-filters';
import { ProgramsHero } from '../components/programs-hero';
import type { ProgramFilter } from '../components/program-filters';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import { useEnroll } from '../hooks/use-enroll';

export function ProgramsPage() {
  const [filter, setFilter] = useState<ProgramFilter>('All');
  const coursesQuery = useQuery(coursesQueryOptions());
  const { enroll } = useEnroll(0);
  const isReducedMotion = usePrefersReducedMotion();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const programs = filterPrograms(PROGRAMS, filter);

  const exploreList = () => {
    const heading = listHeadingRef.current;
    heading?.scrollIntoView?.({ behavior: isReducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the list, not from the hero.
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageTitle
        page="Programs"
        description="Compare Kaksha's live programs: Webmonk (web development), Machinester (machine learning), Codeslayer (competitive programming) and IOT, with prices, durations and what you build."
        path="/programs"
      />
      <ProgramsHero onExplore={exploreList} />
      <section aria-labelledby={`${listId}-heading`} className="py-12 sm:py-16">
        <Container>
          <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <h2
                id={`${listId}-heading`}
                ref={listHeadingRef}
                tabIndex={-1}
                className="scroll-mt-24 text-3xl font-extrabold outline-none sm:text-h2"
              >
                Find your program
              </h2>
              <p className="mt-2 text-ink-600">
                Every program is taught live on Saturdays and Sundays with 24*7 teaching-assistant
                support.
              </p>
            </div>
            <ProgramFilters selected={filter} onSelect={setFilter} controls={listId} />
          </div>

          {coursesQuery.isError && (
            <div
              role="alert"
              className="mt-8 flex flex-col gap-3 rounded-card border border-error-100 bg-error-50 p-4 text-error-700 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex items-center gap-2 font-medium">
                <AlertCircleIcon size={20} />
                We couldn’t load prices right now, so enrolling is paused.
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void coursesQuery.refetch()}
                disabled={coursesQuery.isFetching}
              >
                {coursesQuery.isFetching ? 'Retrying…' : 'Retry'}
              </Button>
            </div>
          )}

          <p role="status" className="sr-only">
            {formatShowingMessage(programs.map((program) => program.name))}
          </p>
          <ul id={listId} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {programs.map((program) => (
              <li key={program.id}>
                <ProgramCard
                  program={program}
                  course={coursesQuery.data?.find((course) => course.id === program.id)}
                  isPriceLoading={coursesQuery.isPending}
                  onEnroll={enroll}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

function formatShowingMessage(names: readonly string[]): string {
  return names.length === 1
    ? `Showing 1 program: ${names[0]}`
    : `Showing ${names.length} programs: ${names.join(', ')}`;
}
