import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ChevronDownIcon, PhoneIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Section } from '../../../components/ui/section';
import { MENTOR_FAQS } from '../../../content/mentor';
import { PROGRAMS } from '../../../content/programs';
import {
  REFER_BANNER,
  REFER_FAQ_INTRO,
  REFER_HOW_IT_WORKS,
  REFER_PROGRAMS,
  REFER_STEPS,
  REFER_TERMS,
  REFERRAL_REWARD_RUPEES,
} from '../../../content/refer';
import { faqPageJsonLd } from '../../../lib/structured-data';
import { ContentHero } from '../components/content-hero';
import { FaqSection } from '../components/faq-section';
import { NumberedSteps } from '../components/numbered-steps';
import { ReferablePrograms } from '../components/refer/referable-programs';
import { ScrollToSectionLink } from '../components/scroll-to-section';

const HOW_IT_WORKS_HEADING_ID = 'refer-how-heading';
const REWARD = `₹${REFERRAL_REWARD_RUPEES}`;

export function ReferPage() {
  return (
    <>
      <PageTitle
        page="Refer & Earn"
        description={`Refer a friend to a Kaksha program: they get ${REWARD} off and you get ${REWARD} Kaksha credit. See how referral works and which live programs they can join.`}
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
        <NumberedSteps steps={REFER_STEPS} label="How referral works" columns={3} />
        <p className="mt-8 max-w-3xl text-sm text-ink-600">
          {REFER_TERMS.summary}{' '}
          <Link
            to={REFER_TERMS.linkTo}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {REFER_TERMS.linkLabel}
          </Link>
          .
        </p>
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
