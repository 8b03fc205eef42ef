import { DeferredCarousel } from '../../../components/ui/deferred-carousel';
import { Section } from '../../../components/ui/section';
import {
  TESTIMONIAL_IMAGE_SIZE,
  TESTIMONIAL_INTERVAL_MS,
  TESTIMONIAL_SPEED_MS,
  TESTIMONIALS,
} from '../../../content/home/home-testimonials';
import type { Testimonial } from '../../../content/home/home-testimonials';

/** The three fixed testimonials, one at a time, moving on every 4000 ms (spec). */
export function TestimonialSlider() {
  return (
    <Section
      eyebrow="Testimonials"
      title="What our learners say"
      description="Students from colleges across India on learning live with Kaksha."
    >
      <div className="mx-auto max-w-3xl">
        <DeferredCarousel
          label="Learner testimonials"
          itemName="testimonial"
          items={TESTIMONIALS}
          getKey={(testimonial) => testimonial.id}
          getItemTitle={(testimonial) => `${testimonial.name}, ${testimonial.college}`}
          renderSlide={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          slidesPerView={1}
          slideClassName="basis-full"
          autoplayMs={TESTIMONIAL_INTERVAL_MS}
          speedMs={TESTIMONIAL_SPEED_MS}
        />
      </div>
    </Section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-panel border border-ink-200/80 bg-linear-to-br from-white to-brand-50 p-6 shadow-card sm:p-10">
      <span aria-hidden="true" className="font-display text-5xl leading-none text-brand-300">
        “
      </span>
      <blockquote className="mt-2 flex-1 text-lg leading-relaxed text-ink-800 sm:text-xl">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <img
          src={testimonial.img}
          alt=""
          width={TESTIMONIAL_IMAGE_SIZE}
          height={TESTIMONIAL_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-full"
        />
        <span>
          <span className="block font-bold text-ink-950">{testimonial.name}</span>
          <span className="block text-sm text-ink-600">{testimonial.college}</span>
        </span>
      </figcaption>
    </figure>
  );
}
