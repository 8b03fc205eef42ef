import { Link } from 'react-router';
import { useCardCarouselLayout } from '../../../components/ui/carousel-layout';
import { DeferredCarousel } from '../../../components/ui/deferred-carousel';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import { MEDIA_IMAGE_SIZE, MEDIA_ITEMS } from '../../../content/home/home-media';
import type { MediaItem } from '../../../content/home/home-media';

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
        renderSlide={(item) => <MediaCard item={item} />}
        {...cardLayout}
      />
    </Section>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-200/80 bg-white shadow-card">
      <img
        src={item.image}
        alt=""
        width={MEDIA_IMAGE_SIZE.width}
        height={MEDIA_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {item.source}
        </p>
        <h3 className="mt-1.5 text-lg leading-snug font-bold">{item.title}</h3>
        <p className="mt-2 flex-1 text-ink-600">{item.para}</p>
        <Link
          to={item.link}
          className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md py-1 font-semibold text-brand-700 hover:text-brand-900"
        >
          {item.linkLabel}
          <span className="sr-only">: {item.title}</span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
