import { useCardCarouselLayout } from '../../../components/ui/carousel-layout';
import { DeferredCarousel } from '../../../components/ui/deferred-carousel';
import { MediaCard } from '../../../components/ui/media-card';
import { Section } from '../../../components/ui/section';
import { MEDIA_IMAGE_SIZE, MEDIA_ITEMS } from '../../../content/home/home-media';

/** "Kaksha in the media": a card carousel of what we publish (guides, recordings, channels). */
export function MediaCarousel() {
  const cardLayout = useCardCarouselLayout();
  return (
    <Section
      eyebrow="Media presence"
      title="Kaksha in the media"
      description="Guides from our mentors, recordings of our events and the channels where our community meets."
    >
      <DeferredCarousel
        label="Kaksha in the media"
        itemName="article"
        items={MEDIA_ITEMS}
        getKey={(item) => item.id}
        getItemTitle={(item) => item.title}
        renderSlide={(item) => (
          <MediaCard
            {...item}
            image={{ src: item.image, alt: '', ...MEDIA_IMAGE_SIZE }}
            link={{ href: item.link, label: item.linkLabel }}
          />
        )}
        {...cardLayout}
      />
    </Section>
  );
}
