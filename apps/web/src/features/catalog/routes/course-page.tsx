import { data, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { findProgramBySlug } from '../../../content/programs';

/** /course/:slug serves the four program pages, any casing; another slug is a 404. */
export function loadCoursePage({ params }: LoaderFunctionArgs) {
  const program = findProgramBySlug(params.slug);
  if (!program) throw data('Course not found', { status: 404 });
  return { program };
}

export function CoursePage() {
  const { program } = useLoaderData<typeof loadCoursePage>();
  return (
    <ComingSoon
      title={program.name}
      description={`${program.tagline} ${program.duration} of live weekend classes at ${program.weeklyHours}. The full program page is coming soon.`}
    />
  );
}
