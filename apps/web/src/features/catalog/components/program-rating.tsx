import { joinClassNames } from '../../../lib/class-names';
import { formatIndianNumber } from '../../../lib/format';
import { getDecorativeRating } from '../lib/decorative-rating';
import { formatRating, StarRating } from './star-rating';

interface ProgramRatingProps {
  programId: string;
  /** 'sm' on a catalogue card, 'md' in a program page's header. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A program's decorative rating and review count (spec: 4.0-5.0 and 8000-10000), drawn once here
 * for its catalogue card and its page so the two always agree.
 */
export function ProgramRating({ programId, size = 'sm', className }: ProgramRatingProps) {
  const { rating, reviewCount } = getDecorativeRating(programId);
  return (
    <span
      data-testid="program-rating"
      className={joinClassNames('inline-flex flex-wrap items-center gap-2', className)}
    >
      <span className="font-bold text-ink-900">{formatRating(rating)}</span>
      <StarRating rating={rating} size={size === 'sm' ? 16 : 18} />
      <span className={size === 'sm' ? 'text-ink-500' : 'text-ink-600'}>
        ({formatIndianNumber(reviewCount)} reviews)
      </span>
    </span>
  );
}
