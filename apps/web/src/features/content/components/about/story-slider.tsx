import {
  Carousel,
  CARD_CAROUSEL_AUTOPLAY_MS,
  CARD_CAROUSEL_SPEED_MS,
} from '../../../../components/ui/carousel';
import type { StorySlide } from '../../../../content/about-us';

/** The story's illustrated slider: one picture at a time, playing by itself (spec: auto-playing). */
export function StorySlider({ slides }: { slides: readonly StorySlide[] }) {
  return (
    <Carousel
      label="Kaksha’s story in pictures"
      itemName="picture"
      items={slides}
      getKey={(slide) => slide.id}
      getItemTitle={(slide) => slide.title}
      slidesPerView={1}
      slideClassName="basis-full"
      autoplayMs={CARD_CAROUSEL_AUTOPLAY_MS}
      speedMs={CARD_CAROUSEL_SPEED_MS}
      renderSlide={(slide) => (
        <figure className="overflow-hidden rounded-panel border border-ink-200/80 bg-white shadow-card">
          <img
            src={slide.image.src}
            alt={slide.image.alt}
            width={slide.image.width}
            height={slide.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <figcaption className="p-5 sm:p-6">
            <span className="block font-display text-h3 font-bold text-ink-950">{slide.title}</span>
            <span className="mt-1 block text-ink-600">{slide.caption}</span>
          </figcaption>
        </figure>
      )}
    />
  );
}
