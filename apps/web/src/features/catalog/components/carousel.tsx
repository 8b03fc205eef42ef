import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { joinClassNames } from '../../../lib/class-names';
import { usePrefersReducedMotion } from '../hooks/use-media-query';

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
 * A looping carousel: arrows and the arrow keys move one slide, both ends wrap around, hidden
 * slides are inert, and each move is announced in a polite live region.
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
}: CarouselProps<T>) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const isReducedMotion = usePrefersReducedMotion();
  const [viewportRef, emblaApi] = useEmblaCarousel({
    loop: true,
    align: 'start',
    // Every slide is a stop even if Embla falls back to no looping, so indexes always match.
    containScroll: false,
  });
  const embla = CAN_USE_EMBLA ? emblaApi : undefined;
  const visibleCount = Math.min(slidesPerView, count);
  const canMove = count > visibleCount;
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
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className="relative"
    >
      {/* The vertical padding keeps card shadows from being clipped by the viewport. */}
      <div
        ref={CAN_USE_EMBLA ? viewportRef : undefined}
        className="-my-3 overflow-hidden py-3"
        id={regionId}
      >
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
      {canMove && (
        <div className="mt-6 flex items-center justify-center gap-4">
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
        </div>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

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
