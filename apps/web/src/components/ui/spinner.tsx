import { joinClassNames } from '../../lib/class-names';

const SIZES = {
  /** Page and section loading: the spec's 80x80 default. */
  lg: 80,
  /** Inside forms (busy submit): the spec's 40x40. */
  md: 40,
  sm: 20,
} as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** 'success' is the spec's green; 'current' follows the surrounding text colour (inside buttons). */
  tone?: 'success' | 'current';
  label?: string;
  className?: string;
}

export function Spinner({
  size = 'lg',
  tone = 'success',
  label = 'Loading',
  className,
}: SpinnerProps) {
  const pixels = SIZES[size];
  return (
    <span role="status" className={joinClassNames('inline-flex', className)}>
      <svg
        width={pixels}
        height={pixels}
        viewBox="0 0 50 50"
        aria-hidden="true"
        className={joinClassNames(
          'animate-spin motion-reduce:[animation-duration:1.6s]',
          tone === 'success' ? 'text-success-500' : 'text-current',
        )}
      >
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.18"
          strokeWidth="5"
        />
        <path
          d="M25 5a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
