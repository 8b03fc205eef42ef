import { useId } from 'react';
import { joinClassNames } from '../../lib/class-names';

/** The Kaksha mark: a "K" on a violet tile with a marigold spark. Same drawing as favicon.svg. */
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  // The header and footer both draw the mark; a fixed gradient id would be duplicated in the page.
  const gradientId = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c4dff" />
          <stop offset="1" stopColor="#3c1c94" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M22 17v30M41 20 27 32l15 15"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="47.5" cy="15.5" r="5" fill="#ffa920" />
    </svg>
  );
}

/** Mark plus wordmark. Text, not paths, so it stays crisp and is read as "Kaksha". */
export interface LogoProps {
  tone?: 'dark' | 'light';
  className?: string;
  /** Lets a crowded header drop the wordmark at some widths. */
  wordmarkClassName?: string;
}

export function Logo({ tone = 'dark', className, wordmarkClassName }: LogoProps) {
  return (
    <span className={joinClassNames('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={joinClassNames(
          'font-display text-[1.375rem] leading-none font-extrabold tracking-tight',
          tone === 'dark' ? 'text-ink-950' : 'text-white',
          wordmarkClassName,
        )}
      >
        Kaksha
      </span>
    </span>
  );
}
