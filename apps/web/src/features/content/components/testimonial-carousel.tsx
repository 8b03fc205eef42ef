import { Carousel } from '../../../components/ui/carousel';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import type { Testimonial } from '../../../content/content-page.types';

/** One testimonial at a time; the previous and next arrows wrap around at both ends. */
export function TestimonialCarousel({
  label,
  testimonials,
}: {
  label: string;
  testimonials: readonly Testimonial[];
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <Carousel
        label={label}
        itemName="testimonial"
        items={testimonials}
        getKey={(testimonial) => testimonial.id}
        getItemTitle={(testimonial) => testimonial.name}
        slidesPerView={1}
        slideClassName="basis-full"
        renderSlide={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      />
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-panel border border-ink-200/80 bg-linear-to-br from-white to-brand-50 p-6 shadow-card sm:p-10">
      <span aria-hidden="true" className="font-display text-5xl leading-none text-brand-300">
        “
      </span>
      <blockquote className="mt-2 flex-1 text-lg leading-relaxed text-ink-800 sm:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <InitialsAvatar name={testimonial.name} className="size-12 text-lg" />
        <span>
          <span className="block font-bold text-ink-950">{testimonial.name}</span>
          <span className="block text-sm text-ink-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
