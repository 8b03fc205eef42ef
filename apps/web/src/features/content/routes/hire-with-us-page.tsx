import { ButtonAnchor } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Section } from '../../../components/ui/section';
import {
  HIRE_BENEFITS,
  HIRE_CLOSING,
  HIRE_FAQS,
  HIRE_HERO,
  HIRE_INTRO,
} from '../../../content/hire-with-us';
import { siteConfig } from '../../../content/site-config';
import { faqPageJsonLd } from '../../../lib/structured-data';
import { ContentHero } from '../components/content-hero';
import { CtaBand } from '../components/cta-band';
import { FaqSection } from '../components/faq-section';
import { IconCardGrid } from '../components/icon-card';

const requestInfoHref = siteConfig.links.hireRequestInfoForm;

export function HireWithUsPage() {
  return (
    <>
      <PageTitle
        page="Hire with us"
        description="Hire interns and fresh graduates trained in live, mentor-led programs, with reviewed projects on GitHub. Share a role with Kaksha and get a shortlist in days."
        path="/hire-with-us"
        jsonLd={[faqPageJsonLd(HIRE_FAQS)]}
      />
      <ContentHero
        eyebrow={HIRE_HERO.eyebrow}
        title={HIRE_HERO.title}
        description={HIRE_HERO.description}
        image={HIRE_HERO.image}
        actions={
          <ButtonAnchor href={requestInfoHref} size="lg">
            Request Info
          </ButtonAnchor>
        }
      />

      <Section headingId="hire-intro-heading" eyebrow={HIRE_INTRO.eyebrow} title={HIRE_INTRO.title}>
        <ul className="grid gap-4 md:grid-cols-2">
          {HIRE_INTRO.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 rounded-control bg-brand-50 p-5 text-ink-800">
              <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-brand-700" />
              {bullet}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        headingId="hire-benefits-heading"
        eyebrow="Benefits"
        title="What you get as a hiring partner"
        tone="muted"
      >
        <IconCardGrid cards={HIRE_BENEFITS} label="Hiring partner benefits" />
      </Section>

      <FaqSection
        headingId="hire-faqs-heading"
        title="Questions from employers"
        description="Fees, timelines and how we assess candidates."
        faqs={HIRE_FAQS}
      />

      <CtaBand
        headingId="hire-closing-heading"
        title={HIRE_CLOSING.title}
        description={HIRE_CLOSING.description}
        actions={
          <ButtonAnchor href={requestInfoHref} variant="accent" size="lg">
            Request Info
          </ButtonAnchor>
        }
      />
    </>
  );
}
