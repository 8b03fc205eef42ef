import type { ComponentType } from 'react';
import type { CarouselProps } from './carousel';
import { InitialsAvatar } from './initials-avatar';

export interface TestimonialSlide {
  id: string;
  quote: string;
  name: string;
  /** The line under the name: a college, or who they are. */
  detail: string;
  /** A square picture under apps/web/public; without one, the name's initials. */
  image?: { src: string; size: number };
}

export interface TestimonialCarouselProps {
  /** `Carousel`, or `DeferredCarousel` far down a page that should not load Embla up front. */
  carousel: ComponentType<CarouselProps<TestimonialSlide>>;
  /** Names the region, e.g. "Learner testimonials". */
  label: string;
  testimonials: readonly TestimonialSlide[];
  /** Moves on by itself every this many ms (paused on hover, focus and by its Pause button). */
  autoplayMs?: number;
  speedMs?: number;
  /** Read out after a move: the name alone, or "name, detail". */
  isDetailAnnounced?: boolean;
}

/**
 * One testimonial at a time; the previous and next arrows and the arrow keys wrap around at both
 * ends. The carousel is a prop so that a page keeps whichever loading it already chose.
 */
export function TestimonialCarousel({
  carousel: CarouselComponent,
  label,
  testimonials,
  autoplayMs,
  speedMs,
  isDetailAnnounced = false,
}: TestimonialCarouselProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <CarouselComponent
        label={label}
        itemName="testimonial"
        items={testimonials}
        getKey={(testimonial) => testimonial.id}
        getItemTitle={(testimonial) =>
          isDetailAnnounced ? `${testimonial.name}, ${testimonial.detail}` : testimonial.name
        }
        renderSlide={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        slidesPerView={1}
        slideClassName="basis-full"
        autoplayMs={autoplayMs}
        speedMs={speedMs}
      />
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TestimonialSlide }) {
  const { image } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-panel border border-ink-200/80 bg-linear-to-br from-white to-brand-50 p-6 shadow-card sm:p-10">
      <span aria-hidden="true" className="font-display text-5xl leading-none text-brand-300">
        “
      </span>
      <blockquote className="mt-2 flex-1 text-lg leading-relaxed text-ink-800 sm:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {image ? (
          <img
            src={image.src}
            alt=""
            width={image.size}
            height={image.size}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full"
          />
        ) : (
          <InitialsAvatar name={testimonial.name} className="size-12 text-lg" />
        )}
        <span>
          <span className="block font-bold text-ink-950">{testimonial.name}</span>
          <span className="block text-sm text-ink-600">{testimonial.detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
