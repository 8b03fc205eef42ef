import { ChevronDownIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import {
  ABOUT_BANNER,
  ABOUT_CLAIMS,
  ABOUT_CONTACT,
  ABOUT_MEDIA_ITEMS,
  ABOUT_STORY,
  ABOUT_STORY_SLIDES,
  ABOUT_WHY_CARDS,
} from '../../../content/about-us';
import { ButtonLink } from '../../../components/ui/button';
import { CardCarousel } from '../../../components/ui/card-carousel';
import { Section } from '../../../components/ui/section';
import { ContactBlock } from '../components/about/contact-block';
import { MediaCard } from '../../../components/ui/media-card';
import { StorySlider } from '../components/about/story-slider';
import { ContentHero } from '../components/content-hero';
import { IconCardView } from '../components/icon-card';
import { ScrollToSectionLink } from '../components/scroll-to-section';

const CONTACT_HEADING_ID = 'about-contact-heading';
/** The landing page's media cards link to /about-us#media. */
const MEDIA_SECTION_ID = 'media';

export function AboutPage() {
  return (
    <>
      <PageTitle
        page="About Us"
        description="Kaksha teaches students and early-career engineers through live weekend classes with industry mentors. Read our story and reach our Bengaluru team."
        path="/about-us"
      />
      <ContentHero
        eyebrow={ABOUT_BANNER.eyebrow}
        title={ABOUT_BANNER.title}
        description={ABOUT_BANNER.description}
        image={ABOUT_BANNER.image}
        actions={
          <>
            <ScrollToSectionLink targetId={CONTACT_HEADING_ID}>
              Contact Us
              <ChevronDownIcon size={18} />
            </ScrollToSectionLink>
            <ButtonLink to="/programs" variant="secondary" size="lg">
              Explore programs
            </ButtonLink>
          </>
        }
      >
        <dl className="mt-10 grid max-w-lg grid-cols-3 gap-3">
          {ABOUT_CLAIMS.map((claim) => (
            <div
              key={claim.label}
              className="flex flex-col rounded-2xl border border-ink-200/70 bg-white/80 px-3 py-3 text-center shadow-card"
            >
              <dt className="text-xs font-medium text-ink-600 sm:text-sm">{claim.label}</dt>
              <dd className="order-first font-display text-lg font-extrabold text-brand-800 tabular-nums sm:text-2xl">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </ContentHero>

      <Section
        headingId="about-story-heading"
        eyebrow={ABOUT_STORY.eyebrow}
        title={ABOUT_STORY.title}
      >
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-4 text-lg text-ink-700">
            {ABOUT_STORY.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <div className="min-w-0">
            <StorySlider slides={ABOUT_STORY_SLIDES} />
          </div>
        </div>
      </Section>

      <Section
        headingId="about-why-heading"
        eyebrow="What makes us different"
        title="Why we stand out"
        tone="muted"
      >
        <CardCarousel
          label="Reasons we stand out"
          itemName="reason"
          items={ABOUT_WHY_CARDS}
          getKey={(card) => card.id}
          getItemTitle={(card) => card.title}
          renderSlide={(card) => <IconCardView card={card} />}
        />
      </Section>

      <div id={MEDIA_SECTION_ID} className="scroll-mt-16">
        <Section
          headingId="about-media-heading"
          eyebrow="Media presence"
          title="Where you can find Kaksha"
          description="Our blog and our channels, where mentors and learners share what they build."
        >
          <CardCarousel
            label="Media presence"
            itemName="article"
            items={ABOUT_MEDIA_ITEMS}
            getKey={(item) => item.id}
            getItemTitle={(item) => item.title}
            renderSlide={(item) => (
              <MediaCard
                {...item}
                link={{ href: item.link, label: 'READ NOW', isExternal: true }}
              />
            )}
          />
        </Section>
      </div>

      <ContactBlock headingId={CONTACT_HEADING_ID} contact={ABOUT_CONTACT} />
    </>
  );
}
