import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  CAROUSEL_CONTROLS_CLASS,
  CAROUSEL_DOTS_CLASS,
  CarouselTrack,
  carouselRegionProps,
} from './carousel-layout';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { useFocusWithin } from './use-focus-within';
import { usePrefersReducedMotion } from './use-media-query';

export interface CarouselProps<T> {
  /** Names the region, e.g. "Webmonk projects". */
  label: string;
  /** Singular noun for the arrow buttons: "Previous project". */
  itemName: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** Read out after a move: "Weather dashboard". */
  getItemTitle: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  /** How many slides fit the viewport now; must agree with slideClassName's widths. */
  slidesPerView: number;
  /** Width of one slide, e.g. 'basis-full md:basis-1/3'. */
  slideClassName: string;
  /**
   * Moves one slide on by itself every this many ms. It pauses while the pointer is over the
   * carousel or focus is inside it, stops for good with its Pause button, and never runs when the
   * visitor prefers reduced motion.
   */
  autoplayMs?: number;
  /** About how long one move takes (Embla's default is ~1 s). */
  speedMs?: number;
  /** A row of dots under the controls, one per slide: "Go to slide 3". */
  hasDots?: boolean;
}

// Embla needs matchMedia, ResizeObserver and IntersectionObserver. Where one is missing (old
// browsers, jsdom) it is never started and the carousel still works: React owns the index and
// marks which slides are shown; Embla only animates and adds swiping.
const CAN_USE_EMBLA =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  'ResizeObserver' in window &&
  'IntersectionObserver' in window;

/**
 * Embla's `duration` is not in ms: its scroll body closes 1/duration of the gap per 60 Hz frame,
 * with friction. Simulated, duration 20 brings a slide 99% of the way in ~480 ms and 25 (its
 * default) in ~700 ms, so ms / 25 is close enough for the spec's 500 ms.
 */
function toEmblaDuration(speedMs: number | undefined): number {
  return speedMs === undefined ? 25 : Math.max(1, Math.round(speedMs / 25));
}

/**
 * A looping carousel: arrows and the arrow keys move one slide, both ends wrap around, hidden
 * slides are inert, and each move is announced in a polite live region (not while it plays by
 * itself). With `autoplayMs` it advances by itself, with a Pause/Play button.
 */
export function Carousel<T>({
  label,
  itemName,
  items,
  getKey,
  getItemTitle,
  renderSlide,
  slidesPerView,
  slideClassName,
  autoplayMs,
  speedMs,
  hasDots = false,
}: CarouselProps<T>) {
  const count = items.length;
  const [rawIndex, setIndex] = useState(0);
  // The list may shrink under the index (a refetch); read it modulo the count.
  const index = count > 0 ? rawIndex % count : 0;
  const [announcement, setAnnouncement] = useState('');
  const [isHovered, setIsHovered] = useState(false);
  const { hasFocus, focusHandlers } = useFocusWithin();
  const [isStopped, setIsStopped] = useState(false);
  const isReducedMotion = usePrefersReducedMotion();
  const [viewportRef, emblaApi] = useEmblaCarousel({
    loop: true,
    align: 'start',
    // Every slide is a stop even if Embla falls back to no looping, so indexes always match.
    containScroll: false,
    duration: toEmblaDuration(speedMs),
  });
  const embla = CAN_USE_EMBLA ? emblaApi : undefined;
  const visibleCount = Math.min(slidesPerView, count);
  const canMove = count > visibleCount;
  const hasAutoplay = autoplayMs !== undefined && canMove && !isReducedMotion;
  const isPlaying = hasAutoplay && !isStopped && !isHovered && !hasFocus;
  const regionId = useId();

  const announce = useCallback(
    (newIndex: number) => {
      const first = items[newIndex];
      if (!first) return;
      const position =
        visibleCount > 1
          ? `${newIndex + 1} to ${((newIndex + visibleCount - 1) % count) + 1} of ${count}`
          : `${newIndex + 1} of ${count}`;
      setAnnouncement(`${itemName} ${position}: ${getItemTitle(first)}`);
    },
    [count, getItemTitle, itemName, items, visibleCount],
  );

  // The parent passes new callbacks on every render; keep the Embla listener subscribed once.
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  // Swipes and drags move Embla first; follow it.
  useEffect(() => {
    if (!embla) return;
    const onSelect = (api: EmblaCarouselType) => {
      // After an arrow press this repeats what goTo set, which React ignores.
      const selected = api.selectedScrollSnap();
      setIndex(selected);
      announceRef.current(selected);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const goTo = (target: number) => {
    const wrapped = ((target % count) + count) % count;
    setIndex(wrapped);
    announce(wrapped);
    embla?.scrollTo(wrapped, isReducedMotion);
  };
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  });

  // One timer per shown position: any move (arrow, swipe, autoplay) starts the wait again.
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => goToRef.current(index + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [isPlaying, index, autoplayMs]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canMove) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  if (count === 0) return null;

  const isShown = (slideIndex: number) => (slideIndex - index + count) % count < visibleCount;

  return (
    <div
      {...carouselRegionProps(label)}
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      {...focusHandlers}
      data-playing={isPlaying}
    >
      <CarouselTrack
        items={items}
        getKey={getKey}
        renderSlide={renderSlide}
        slideClassName={slideClassName}
        isShown={isShown}
        viewportRef={CAN_USE_EMBLA ? viewportRef : undefined}
        viewportId={regionId}
      />
      {canMove && (
        <div className={`${CAROUSEL_CONTROLS_CLASS} flex items-center justify-center gap-4`}>
          <CarouselArrow
            direction="previous"
            label={`Previous ${itemName}`}
            controls={regionId}
            onClick={() => goTo(index - 1)}
          />
          <p className="min-w-16 text-center text-sm font-medium text-ink-500 tabular-nums">
            {index + 1} / {count}
          </p>
          <CarouselArrow
            direction="next"
            label={`Next ${itemName}`}
            controls={regionId}
            onClick={() => goTo(index + 1)}
          />
          {hasAutoplay && (
            <button
              type="button"
              aria-controls={regionId}
              aria-label={`${isStopped ? 'Play' : 'Pause'} automatic slide show`}
              onClick={() => setIsStopped((stopped) => !stopped)}
              className="ml-2 inline-flex h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 transition-colors ring-inset hover:bg-brand-50 hover:text-brand-800"
            >
              <PlayPauseGlyph isStopped={isStopped} />
              {isStopped ? 'Play' : 'Pause'}
            </button>
          )}
        </div>
      )}
      {hasDots && canMove && (
        <div className={`${CAROUSEL_DOTS_CLASS} flex justify-center`}>
          {items.map((item, slideIndex) => (
            <button
              key={getKey(item)}
              type="button"
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              aria-controls={regionId}
              onClick={() => goTo(slideIndex)}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span className="h-2.5 w-2.5 rounded-full bg-ink-400 transition-[width,background-color] group-hover:bg-brand-500 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand-700" />
            </button>
          ))}
        </div>
      )}
      <p aria-live={isPlaying ? 'off' : 'polite'} aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

// The card layout lives in carousel-layout.tsx (no Embla there); exported here too for callers
// that load the carousel anyway.
export {
  CARD_CAROUSEL_AUTOPLAY_MS,
  CARD_CAROUSEL_SPEED_MS,
  CARD_SLIDE_CLASS,
  PHONE_CARD_MEDIA_QUERY,
  TABLET_MEDIA_QUERY,
  useCardCarouselLayout,
  useCardsPerView,
} from './carousel-layout';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  controls: string;
  onClick: () => void;
}

function CarouselArrow({ direction, label, controls, onClick }: CarouselArrowProps) {
  const Icon = direction === 'previous' ? ArrowLeftIcon : ArrowRightIcon;
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
    >
      <Icon size={20} />
    </button>
  );
}

function PlayPauseGlyph({ isStopped }: { isStopped: boolean }) {
  return (
    <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true" fill="currentColor">
      {isStopped ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" />}
    </svg>
  );
}
