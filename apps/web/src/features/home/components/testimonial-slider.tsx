import { DeferredCarousel } from '../../../components/ui/deferred-carousel';
import { Section } from '../../../components/ui/section';
import { TestimonialCarousel } from '../../../components/ui/testimonial-carousel';
import type { TestimonialSlide } from '../../../components/ui/testimonial-carousel';
import {
  TESTIMONIAL_IMAGE_SIZE,
  TESTIMONIAL_INTERVAL_MS,
  TESTIMONIAL_SPEED_MS,
  TESTIMONIALS,
} from '../../../content/home/home-testimonials';

// The spec names the fields content, college and img; the card says quote, detail and image.
const SLIDES: readonly TestimonialSlide[] = TESTIMONIALS.map((testimonial) => ({
  id: testimonial.id,
  quote: testimonial.content,
  name: testimonial.name,
  detail: testimonial.college,
  image: { src: testimonial.img, size: TESTIMONIAL_IMAGE_SIZE },
}));

/** The three fixed testimonials, one at a time, moving on every 4000 ms (spec). */
export function TestimonialSlider() {
  return (
    <Section
      eyebrow="Testimonials"
      title="What our learners say"
      description="Students from colleges across India on learning live with Kaksha."
    >
      <TestimonialCarousel
        carousel={DeferredCarousel}
        label="Learner testimonials"
        testimonials={SLIDES}
        autoplayMs={TESTIMONIAL_INTERVAL_MS}
        speedMs={TESTIMONIAL_SPEED_MS}
        isDetailAnnounced
      />
    </Section>
  );
}
