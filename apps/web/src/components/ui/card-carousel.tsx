import { Carousel } from './carousel';
import type { CarouselProps } from './carousel';
import { useCardCarouselLayout } from './carousel-layout';

export type CardCarouselProps<T> = Omit<
  CarouselProps<T>,
  'slidesPerView' | 'slideClassName' | 'autoplayMs' | 'speedMs'
>;

/**
 * The spec's card slider: 3 cards, 2 under 1024 px, 1 under 768 px, playing by itself. Far down a
 * page, `DeferredCarousel` with `useCardCarouselLayout()` is the same slider loaded later.
 */
export function CardCarousel<T>(props: CardCarouselProps<T>) {
  return <Carousel {...props} {...useCardCarouselLayout()} />;
}
