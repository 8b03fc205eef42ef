import { useId } from 'react';
import { joinClassNames } from '../../../lib/class-names';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z';

export interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: number;
  className?: string;
}

/** Five stars filled to the rating. Read out as "Rated 4.8 out of 5". */
export function StarRating({ rating, size = 18, className }: StarRatingProps) {
  const clipPrefix = useId();
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(clamped)} out of 5`}
      className={joinClassNames('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((position) => {
        const fill = Math.min(1, Math.max(0, clamped - position));
        const clipId = `${clipPrefix}-${position}`;
        return (
          <svg key={position} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <clipPath id={clipId}>
                <rect x="0" y="0" width={24 * fill} height="24" />
              </clipPath>
            </defs>
            <path d={STAR_PATH} className="fill-ink-200" />
            <path d={STAR_PATH} className="fill-accent-400" clipPath={`url(#${clipId})`} />
          </svg>
        );
      })}
    </span>
  );
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
