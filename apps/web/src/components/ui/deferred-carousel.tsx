import { lazy, Suspense, useRef } from 'react';
import type { ComponentType, FocusEvent, Ref } from 'react';
import { useIsClient } from '../../lib/use-is-client';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { CarouselProps } from './carousel';
import {
  CAROUSEL_CONTROLS_CLASS,
  CAROUSEL_DOTS_CLASS,
  CarouselTrack,
  carouselRegionProps,
} from './carousel-layout';
import { useFocusWithin } from './use-focus-within';

// A carousel far down a page whose slides must still be in the prerendered HTML (for search
// engines, and for visitors before the JavaScript runs), but whose code (Embla, ~10 KB gzip)
// should load only when the visitor scrolls near it. Until then, and while the page hydrates, it
// draws the carousel's first position with the same track, so the swap moves nothing on screen.

const LazyCarousel = lazy(() =>
  import('./carousel').then((module) => ({
    default: module.Carousel as ComponentType<CarouselProps<unknown>>,
  })),
);

/** `Carousel` with the same props, loaded when it comes within 600 px of the viewport. */
export function DeferredCarousel<T>(props: CarouselProps<T>) {
  const isClient = useIsClient();
  const standInRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(standInRef);
  // Swapping the stand-in for the carousel would drop the focus of a visitor who has tabbed
  // into a slide; wait until it leaves.
  const { hasFocus, focusHandlers } = useFocusWithin();
  const standIn = <CarouselStandIn {...props} {...focusHandlers} regionRef={standInRef} />;
  if (!isClient || !isNear || hasFocus) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyCarousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}

type CarouselStandInProps<T> = CarouselProps<T> & {
  regionRef: Ref<HTMLDivElement>;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

/** The carousel at its first slide, without controls (the height of their rows is kept). */
function CarouselStandIn<T>({
  label,
  items,
  getKey,
  renderSlide,
  slidesPerView,
  slideClassName,
  hasDots,
  regionRef,
  onFocus,
  onBlur,
}: CarouselStandInProps<T>) {
  if (items.length === 0) return null;
  return (
    <div ref={regionRef} {...carouselRegionProps(label)} onFocus={onFocus} onBlur={onBlur}>
      <CarouselTrack
        items={items}
        getKey={getKey}
        renderSlide={renderSlide}
        slideClassName={slideClassName}
        isShown={(slideIndex) => slideIndex < slidesPerView}
      />
      {items.length > slidesPerView && (
        <>
          <div aria-hidden="true" className={CAROUSEL_CONTROLS_CLASS} />
          {hasDots && <div aria-hidden="true" className={CAROUSEL_DOTS_CLASS} />}
        </>
      )}
    </div>
  );
}
