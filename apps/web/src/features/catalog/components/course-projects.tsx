import { Section } from '../../../components/ui/section';
import type { ProgramProject } from '../../../content/programs/program-content.types';
import { Carousel } from '../../../components/ui/carousel';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../../components/ui/use-media-query';
import { ProjectCard } from './project-card';

/** Spec: 3 project cards at a time, 1 at 767 px and narrower. */
export const PROJECTS_PER_VIEW = { phone: 1, wide: 3 } as const;

export function CourseProjects({
  name,
  projects,
}: {
  name: string;
  projects: readonly ProgramProject[];
}) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  return (
    <Section
      tone="muted"
      eyebrow="Projects"
      title="Build projects you can show"
      description="Every project is reviewed by a mentor and goes into your portfolio."
    >
      <Carousel
        label={`${name} projects`}
        itemName="project"
        items={projects}
        getKey={(project) => project.title}
        getItemTitle={(project) => project.title}
        slidesPerView={isPhone ? PROJECTS_PER_VIEW.phone : PROJECTS_PER_VIEW.wide}
        slideClassName="basis-full md:basis-1/3"
        renderSlide={(project) => (
          <ProjectCard project={project} number={projects.indexOf(project) + 1} />
        )}
      />
    </Section>
  );
}
