import { ButtonLink } from '../../../components/ui/button';
import { ChevronDownIcon, PhoneIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Section } from '../../../components/ui/section';
import { MENTOR_FAQS } from '../../../content/mentor';
import { PROGRAMS } from '../../../content/programs';
import {
  REFER_BANNER,
  REFER_FAQ_INTRO,
  REFER_HEAD,
  REFER_HOW_IT_WORKS,
  REFER_NO_PROGRAMME,
  REFER_PROGRAMS,
  REFER_STEPS,
} from '../../../content/refer';
import { faqPageJsonLd } from '../../../lib/structured-data';
import { ContentHero } from '../components/content-hero';
import { FaqSection } from '../components/faq-section';
import { NumberedSteps } from '../components/numbered-steps';
import { ReferablePrograms } from '../components/refer/referable-programs';
import { ShareLinks } from '../components/refer/share-links';
import { ScrollToSectionLink } from '../components/scroll-to-section';

const HOW_IT_WORKS_HEADING_ID = 'refer-how-heading';

export function ReferPage() {
  return (
    <>
      <PageTitle
        page={REFER_HEAD.page}
        description={REFER_HEAD.description}
        path="/refer"
        jsonLd={[faqPageJsonLd(MENTOR_FAQS)]}
      />
      <ContentHero
        eyebrow={REFER_BANNER.eyebrow}
        title={REFER_BANNER.title}
        description={REFER_BANNER.description}
        image={REFER_BANNER.image}
        actions={
          <>
            <ScrollToSectionLink targetId={HOW_IT_WORKS_HEADING_ID}>
              Explore
              <ChevronDownIcon size={18} />
            </ScrollToSectionLink>
            <ButtonLink to="/request-call" variant="secondary" size="lg">
              <PhoneIcon size={18} />
              Request a call back
            </ButtonLink>
          </>
        }
      />

      <Section
        headingId={HOW_IT_WORKS_HEADING_ID}
        eyebrow={REFER_HOW_IT_WORKS.eyebrow}
        title={REFER_HOW_IT_WORKS.title}
        description={REFER_HOW_IT_WORKS.description}
      >
        <NumberedSteps steps={REFER_STEPS} label="Ways to tell a friend" columns={3} />
        <ShareLinks />
        <p className="mt-8 max-w-3xl text-sm text-ink-600">{REFER_NO_PROGRAMME}</p>
      </Section>

      <Section
        headingId="refer-programs-heading"
        eyebrow={REFER_PROGRAMS.eyebrow}
        title={REFER_PROGRAMS.title}
        description={REFER_PROGRAMS.description}
        tone="muted"
      >
        <ReferablePrograms programs={PROGRAMS} />
      </Section>

      <FaqSection
        headingId="refer-faqs-heading"
        eyebrow={REFER_FAQ_INTRO.eyebrow}
        title={REFER_FAQ_INTRO.title}
        description={REFER_FAQ_INTRO.description}
        faqs={MENTOR_FAQS}
      />
    </>
  );
}
