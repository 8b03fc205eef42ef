import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { CardCarousel } from '../../../components/ui/card-carousel';
import { Carousel } from '../../../components/ui/carousel';
import { CheckCircleIcon, ChevronDownIcon, PhoneIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { TestimonialCarousel } from '../../../components/ui/testimonial-carousel';
import { Section } from '../../../components/ui/section';
import {
  CAMPUS_BENEFIT_CAROUSEL,
  CAMPUS_BENEFITS,
  CAMPUS_CLOSING,
  CAMPUS_HERO,
  CAMPUS_PROGRAM,
  CAMPUS_ROLES,
  CAMPUS_SKILLS,
  CAMPUS_STEPS,
  CAMPUS_TESTIMONIALS,
} from '../../../content/campus-associate';
import { siteConfig } from '../../../content/site-config';
import { ContentHero } from '../components/content-hero';
import { CtaBand } from '../components/cta-band';
import { IconCardGrid, IconCardView } from '../components/icon-card';
import { NumberedList } from '../components/numbered-list';
import { NumberedSteps } from '../components/numbered-steps';
import { ScrollToSectionLink } from '../components/scroll-to-section';

const PROGRAM_HEADING_ID = 'campus-program-heading';
const TESTIMONIAL_SLIDES = CAMPUS_TESTIMONIALS.map(({ role, ...testimonial }) => ({
  ...testimonial,
  detail: role,
}));
const applyHref = siteConfig.links.campusAssociateApplicationForm;

export function CampusAssociatePage() {
  return (
    <>
      <PageTitle
        page="Campus Associate"
        description="Become a Kaksha Campus Associate: host live tech workshops at your college, lead a student community and earn a certificate, incentives and a recommendation."
        path="/campus-associate"
      />
      <ContentHero
        eyebrow={CAMPUS_HERO.eyebrow}
        title={CAMPUS_HERO.title}
        description={CAMPUS_HERO.description}
        image={CAMPUS_HERO.image}
        actions={
          <>
            <ButtonAnchor href={applyHref} size="lg">
              Apply Now
            </ButtonAnchor>
            <ScrollToSectionLink targetId={PROGRAM_HEADING_ID} variant="secondary">
              Explore
              <ChevronDownIcon size={18} />
            </ScrollToSectionLink>
          </>
        }
      />

      <Section
        headingId={PROGRAM_HEADING_ID}
        eyebrow={CAMPUS_PROGRAM.eyebrow}
        title={CAMPUS_PROGRAM.title}
      >
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className="grid gap-4 text-lg text-ink-700">
            {CAMPUS_PROGRAM.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-card border border-brand-100 bg-brand-50 p-6">
            <ul className="grid gap-3">
              {CAMPUS_PROGRAM.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 font-medium text-ink-800">
                  <CheckCircleIcon size={22} className="shrink-0 text-brand-700" />
                  {highlight}
                </li>
              ))}
            </ul>
            {/* Enrolling in this program is applying to it: the application form. */}
            <ButtonAnchor href={applyHref} className="mt-6 w-full">
              Enroll now
            </ButtonAnchor>
          </div>
        </div>
      </Section>

      <Section
        headingId="campus-why-heading"
        eyebrow="Why join"
        title="Why become a Campus Associate"
        tone="muted"
      >
        <CardCarousel
          label="Reasons to become a Campus Associate"
          itemName="benefit"
          items={CAMPUS_BENEFIT_CAROUSEL}
          getKey={(card) => card.id}
          getItemTitle={(card) => card.title}
          renderSlide={(card) => <IconCardView card={card} />}
        />
      </Section>

      <Section
        headingId="campus-steps-heading"
        eyebrow="How to join"
        title="Four steps to get started"
      >
        <NumberedSteps steps={CAMPUS_STEPS} label="Steps to become a Campus Associate" />
      </Section>

      <Section
        headingId="campus-skills-heading"
        eyebrow="Who we look for"
        title="Skills required"
        tone="muted"
      >
        <NumberedList items={CAMPUS_SKILLS} label="Skills required" />
      </Section>

      <Section
        headingId="campus-roles-heading"
        eyebrow="What you will do"
        title="Roles and responsibilities"
      >
        <IconCardGrid cards={CAMPUS_ROLES} label="Roles and responsibilities" />
      </Section>

      <Section
        headingId="campus-benefits-heading"
        eyebrow="What you get"
        title="Benefits of being a Campus Associate"
        tone="muted"
      >
        <IconCardGrid cards={CAMPUS_BENEFITS} label="Campus Associate benefits" />
      </Section>

      <Section
        headingId="campus-testimonials-heading"
        eyebrow="In their words"
        title="What our Campus Associates say"
        isCentred
      >
        <TestimonialCarousel
          carousel={Carousel}
          label="Campus Associate testimonials"
          testimonials={TESTIMONIAL_SLIDES}
        />
      </Section>

      <CtaBand
        headingId="campus-join-heading"
        title={CAMPUS_CLOSING.title}
        description={CAMPUS_CLOSING.description}
        actions={
          <>
            <ButtonLink to="/request-call" variant="accent" size="lg">
              <PhoneIcon size={18} />
              Request a call back
            </ButtonLink>
            <ButtonAnchor href={applyHref} variant="inverse" size="lg">
              Join Us
            </ButtonAnchor>
          </>
        }
      />
    </>
  );
}
