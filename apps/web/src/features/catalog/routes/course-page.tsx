import { useLayoutEffect } from 'react';
import { data, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { breadcrumbJsonLd, faqPageJsonLd } from '../../../lib/structured-data';
import { findProgramBySlug, toProgramPath } from '../../../content/programs';
import { loadProgramContent } from '../../../content/programs/load-program-content';
import { CourseConcepts } from '../components/course-concepts';
import { CourseFaqs } from '../components/course-faqs';
import { CourseHelp } from '../components/course-help';
import { CourseHero } from '../components/course-hero';
import { CourseInstructor } from '../components/course-instructor';
import { CourseOverview } from '../components/course-overview';
import { CourseProjects } from '../components/course-projects';
import { CourseReviews } from '../components/course-reviews';
import { CourseRoadmap } from '../components/course-roadmap';

/** /course/:slug serves the four program pages, any casing; another slug is a 404. */
export async function loadCoursePage({ params }: LoaderFunctionArgs) {
  const program = findProgramBySlug(params.slug);
  if (!program) throw data('Course not found', { status: 404 });
  return { program, content: await loadProgramContent(program.id) };
}

export function CoursePage() {
  const { program, content } = useLoaderData<typeof loadCoursePage>();

  // Spec: a program page opens at the top, also when reached from another program's page.
  // A layout effect, so the page never paints at the previous page's scroll position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [program.id]);

  return (
    <>
      <PageTitle
        page={program.name}
        description={`${program.name} by Kaksha: ${program.tagline} Live mentor-led weekend classes in dated batches, real projects and internship support.`}
        path={toProgramPath(program)}
        image={`/og/program-${program.id}.png`}
        // The Course block with today's price is added by the server (course-page-head.ts).
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Programs', path: '/programs' },
            { name: program.name, path: toProgramPath(program) },
          ]),
          faqPageJsonLd(content.faqs),
        ]}
      />
      <CourseHero program={program} content={content} />
      <CourseRoadmap name={program.name} stages={content.roadmap} />
      <CourseOverview name={program.name} content={content} />
      <CourseProjects
        key={`projects-${program.id}`}
        name={program.name}
        projects={content.projects}
      />
      <CourseConcepts key={`concepts-${program.id}`} program={program} content={content} />
      <CourseInstructor instructor={content.instructor} />
      <CourseReviews key={`reviews-${program.id}`} name={program.name} reviews={content.reviews} />
      <CourseFaqs key={`faqs-${program.id}`} name={program.name} faqs={content.faqs} />
      <CourseHelp id={program.id} name={program.name} />
    </>
  );
}
