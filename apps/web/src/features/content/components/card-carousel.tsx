import type { ReactNode } from 'react';
import { Carousel, CARD_SLIDE_CLASS, useCardsPerView } from '../../../components/ui/carousel';

/** Spec §9: card carousels autoplay every 2000 ms and move in 500 ms. */
export const CARD_CAROUSEL_AUTOPLAY_MS = 2000;
export const CARD_CAROUSEL_SPEED_MS = 500;

export interface CardCarouselProps<T> {
  label: string;
  itemName: string;
  items: readonly T[];
  getKey: (item: T) => string;
  getItemTitle: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
}

/** The spec's card slider: 3 cards, 2 under 1024 px, 1 under 768 px, playing by itself. */
export function CardCarousel<T>(props: CardCarouselProps<T>) {
  const slidesPerView = useCardsPerView();
  return (
    <Carousel
      {...props}
      slidesPerView={slidesPerView}
      slideClassName={CARD_SLIDE_CLASS}
      autoplayMs={CARD_CAROUSEL_AUTOPLAY_MS}
      speedMs={CARD_CAROUSEL_SPEED_MS}
    />
  );
}
