import { Section } from '../../../components/ui/section';
import type { StudentReview } from '../../../content/programs/program-content.types';
import { Carousel } from '../../../components/ui/carousel';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { StarRating } from './star-rating';

export function CourseReviews({
  name,
  reviews,
}: {
  name: string;
  reviews: readonly StudentReview[];
}) {
  return (
    <Section tone="muted" eyebrow="Student reviews" title={`What ${name} students say`}>
      <div className="mx-auto max-w-3xl">
        <Carousel
          label={`${name} student reviews`}
          itemName="review"
          items={reviews}
          getKey={(review) => review.username}
          getItemTitle={(review) => `review by ${review.username}`}
          slidesPerView={1}
          slideClassName="basis-full"
          renderSlide={(review) => <ReviewCard review={review} />}
        />
      </div>
    </Section>
  );
}

function ReviewCard({ review }: { review: StudentReview }) {
  return (
    <figure className="flex h-full flex-col rounded-panel border border-ink-200/80 bg-linear-to-br from-white to-brand-50 p-6 shadow-card sm:p-10">
      <StarRating rating={review.rating} size={20} />
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-ink-800 sm:text-xl">
        <p>“{review.review}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <InitialsAvatar name={review.username} className="size-12 text-lg" />
        <span>
          <span className="block font-bold text-ink-950">{review.username}</span>
          <span className="block text-sm text-ink-500">
            {review.college ? `${review.college} · ` : ''}
            {review.program} student
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
