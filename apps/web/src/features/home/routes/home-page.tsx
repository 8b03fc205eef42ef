import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { siteConfig } from '../../../content/site-config';
import { organizationJsonLd } from '../../../lib/structured-data';
import { AlumniEmployers } from '../components/alumni-employers';
import { CategoryExplorer } from '../components/category-explorer';
import { CollaborationsSection } from '../components/collaborations-section';
import { DifferentiatorsSection } from '../components/differentiators-section';
import { HomeClosingCta } from '../components/home-closing-cta';
import { HomeHero } from '../components/home-hero';
import { KeyAttributes } from '../components/key-attributes';
import { HiringPartnersSection, InstructorCompaniesSection } from '../components/logo-sections';
import { MediaCarousel } from '../components/media-carousel';
import { TestimonialSlider } from '../components/testimonial-slider';

export interface HomePageProps {
  /** The carousel of active events (spec §2), drawn by the events feature; the app passes it in. */
  upcomingEventsSlot?: ReactNode;
  /** The video carousel of past events. */
  pastEventsSlot?: ReactNode;
}

const DESCRIPTION =
  'Kaksha runs live, mentor-led online programs in web development, machine learning, competitive programming and IoT, with real projects and internships.';

const ORGANIZATION_JSON_LD = organizationJsonLd({
  name: siteConfig.name,
  description: DESCRIPTION,
  logoPath: '/favicon.svg',
  email: siteConfig.emails.hello.address,
  telephone: siteConfig.phones.admissions.e164,
  sameAs: siteConfig.social.map((link) => link.href),
  address: siteConfig.office.postalAddress,
});

/** The landing page, its sections in the spec's order (document 2, "Landing page /"). */
export function HomePage({ upcomingEventsSlot, pastEventsSlot }: HomePageProps) {
  return (
    <>
      <PageTitle
        page="Live online programs for students"
        description={DESCRIPTION}
        path="/"
        jsonLd={[ORGANIZATION_JSON_LD]}
      />
      <HomeHero />
      <KeyAttributes />
      <DifferentiatorsSection />
      <CategoryExplorer />
      <CollaborationsSection />
      {upcomingEventsSlot}
      {pastEventsSlot}
      <InstructorCompaniesSection />
      <HiringPartnersSection />
      <MediaCarousel />
      <AlumniEmployers />
      <TestimonialSlider />
      <HomeClosingCta />
    </>
  );
}
