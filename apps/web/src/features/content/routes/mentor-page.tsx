import { ButtonAnchor } from '../../../components/ui/button';
import { HelpBlock } from '../../../components/ui/help-block';
import { PageTitle } from '../../../components/ui/page-title';
import { Section } from '../../../components/ui/section';
import {
  MENTOR_BENEFITS,
  MENTOR_BENEFITS_INTRO,
  MENTOR_APPLY_BAND,
  MENTOR_FAQS,
  MENTOR_HERO,
} from '../../../content/mentor';
import { siteConfig } from '../../../content/site-config';
import { faqPageJsonLd } from '../../../lib/structured-data';
import { ContentHero } from '../components/content-hero';
import { CtaBand } from '../components/cta-band';
import { FaqSection } from '../components/faq-section';
import { IconCardGrid } from '../components/icon-card';

const applyHref = siteConfig.links.mentorApplicationForm;

export function MentorPage() {
  return (
    <>
      <PageTitle
        page="Become a mentor"
        description="Mentor with Kaksha: teach live weekend classes in web development, machine learning, DSA or IoT, review student projects and get paid for every session."
        path="/mentor"
        jsonLd={[faqPageJsonLd(MENTOR_FAQS)]}
      />
      <ContentHero
        eyebrow={MENTOR_HERO.eyebrow}
        title={MENTOR_HERO.title}
        description={MENTOR_HERO.description}
        image={MENTOR_HERO.image}
        actions={
          <ButtonAnchor href={applyHref} size="lg">
            Apply Now
          </ButtonAnchor>
        }
      />

      <Section
        headingId="mentor-benefits-heading"
        eyebrow={MENTOR_BENEFITS_INTRO.eyebrow}
        title={MENTOR_BENEFITS_INTRO.title}
        description={MENTOR_BENEFITS_INTRO.description}
      >
        <IconCardGrid cards={MENTOR_BENEFITS} label="Mentor benefits" />
      </Section>

      <CtaBand
        headingId="mentor-apply-heading"
        title={MENTOR_APPLY_BAND.title}
        description={MENTOR_APPLY_BAND.description}
        actions={
          <ButtonAnchor href={applyHref} variant="accent" size="lg">
            Apply Now
          </ButtonAnchor>
        }
      />

      <FaqSection
        headingId="mentor-faqs-heading"
        title="Questions from instructors"
        description="Time, pay, tools and what happens after you apply."
        faqs={MENTOR_FAQS}
      />

      <HelpBlock
        headingId="mentor-help-heading"
        title="Still have questions?"
        description="Talk to our mentor team about programs, schedules and payouts before you apply."
      />
    </>
  );
}
