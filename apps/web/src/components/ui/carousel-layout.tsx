import type { ReactNode, Ref } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { useMediaQuery } from './use-media-query';

// What a carousel looks like without its behaviour: the card widths and the slide track. Kept
// apart from carousel.tsx so that a page can size a carousel and draw its prerendered stand-in
// (deferred-carousel.tsx) without loading Embla; both draw the same track, so the swap is seamless.

/** Spec: card carousels show 3 slides, 2 under 1024 px and 1 under 768 px (Tailwind md, lg). */
export const CARD_SLIDE_CLASS = 'basis-full md:basis-1/2 lg:basis-1/3';
export const TABLET_MEDIA_QUERY = '(max-width: 1023px)';
export const PHONE_CARD_MEDIA_QUERY = '(max-width: 767px)';

/** How many cards `CARD_SLIDE_CLASS` fits at the current width. */
export function useCardsPerView(): number {
  const isTablet = useMediaQuery(TABLET_MEDIA_QUERY);
  const isPhone = useMediaQuery(PHONE_CARD_MEDIA_QUERY);
  if (isPhone) return 1;
  return isTablet ? 2 : 3;
}

/** Spec §9: carousels move on by themselves every 2000 ms and take 500 ms to move. */
export const CARD_CAROUSEL_AUTOPLAY_MS = 2000;
export const CARD_CAROUSEL_SPEED_MS = 500;

/**
 * The spec's card slider, as props for `Carousel` or `DeferredCarousel`: 3 cards, 2 under
 * 1024 px, 1 under 768 px, playing by itself.
 */
export function useCardCarouselLayout() {
  return {
    slidesPerView: useCardsPerView(),
    slideClassName: CARD_SLIDE_CLASS,
    autoplayMs: CARD_CAROUSEL_AUTOPLAY_MS,
    speedMs: CARD_CAROUSEL_SPEED_MS,
  };
}

/**
 * The region a carousel and its stand-in both are: the same name and role before and after the
 * swap, so nothing a screen reader has heard changes.
 */
export function carouselRegionProps(label: string) {
  return {
    role: 'region',
    'aria-roledescription': 'carousel',
    'aria-label': label,
    className: 'relative',
  } as const;
}

/** The height of the carousel's control row (arrows, position, Pause), reserved by a stand-in. */
export const CAROUSEL_CONTROLS_CLASS = 'mt-6 h-11';
/** The same for its optional row of dots (24 px buttons). */
export const CAROUSEL_DOTS_CLASS = 'mt-3 h-6';

export interface CarouselTrackProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  slideClassName: string;
  /** Whether the slide at this index is on screen; the others are hidden and inert. */
  isShown: (slideIndex: number) => boolean;
  viewportRef?: Ref<HTMLDivElement>;
  viewportId?: string;
}

/** The clipped viewport and its row of labelled slides. */
export function CarouselTrack<T>({
  items,
  getKey,
  renderSlide,
  slideClassName,
  isShown,
  viewportRef,
  viewportId,
}: CarouselTrackProps<T>) {
  const count = items.length;
  return (
    // The vertical padding keeps card shadows from being clipped by the viewport. Positioned, so
    // that it also clips absolutely placed text (sr-only) in slides off to the side, which would
    // otherwise widen the page before Embla moves the track.
    <div ref={viewportRef} className="relative -my-3 overflow-hidden py-3" id={viewportId}>
      <div className="-ml-5 flex touch-pan-y">
        {items.map((item, slideIndex) => {
          const isVisible = isShown(slideIndex);
          return (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={!isVisible}
              inert={!isVisible}
              data-visible={isVisible}
              className={joinClassNames('min-w-0 shrink-0 grow-0 pl-5', slideClassName)}
            >
              {renderSlide(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
