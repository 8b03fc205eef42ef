import { useState } from 'react';
import { joinClassNames } from '../../../lib/class-names';
import { eventInitial } from '../lib/event-links';

// Each event without a banner gets one of these tints, chosen from its heading so it stays put.
const TINTS = [
  'from-brand-700 via-brand-600 to-accent-400',
  'from-brand-900 via-brand-700 to-brand-400',
  'from-accent-600 via-accent-400 to-brand-500',
  'from-ink-900 via-brand-800 to-brand-500',
] as const;

function tintOf(heading: string): string {
  let hash = 0;
  for (const char of heading) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

export interface EventBannerProps {
  heading: string;
  /** The wide banner (bannerLinkPC). */
  desktopSrc: string;
  /** The phone banner (bannerLinkMobile), used under 768 px when there is one. */
  mobileSrc?: string;
  className?: string;
  /** The hero's banner loads first; cards' lazily. */
  isPriority?: boolean;
}

/**
 * An event's banner: the phone image under 768 px and the wide one above (a <picture>), or a
 * drawn stand-in with the heading's initial when there is none or it fails to load.
 */
export function EventBanner({
  heading,
  desktopSrc,
  mobileSrc,
  className,
  isPriority = false,
}: EventBannerProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const src = desktopSrc || mobileSrc || '';
  const frame = joinClassNames('aspect-[16/9] w-full overflow-hidden bg-brand-50', className);

  if (!src || hasFailed) return <BannerFallback heading={heading} className={frame} />;
  return (
    <picture className={joinClassNames('block', frame)}>
      {mobileSrc && desktopSrc && <source media="(max-width: 767px)" srcSet={mobileSrc} />}
      <img
        src={src}
        alt=""
        width={1600}
        height={900}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        onError={() => setHasFailed(true)}
        className="size-full object-cover"
      />
    </picture>
  );
}

function BannerFallback({ heading, className }: { heading: string; className: string }) {
  return (
    <div
      className={joinClassNames(
        'relative flex items-center justify-center bg-linear-to-br',
        tintOf(heading),
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 320 180"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full text-white"
      >
        <circle cx="290" cy="20" r="70" fill="currentColor" opacity="0.12" />
        <circle cx="30" cy="170" r="55" fill="currentColor" opacity="0.1" />
        <path
          d="M0 130 C 80 100, 140 160, 220 120 S 320 110, 320 110"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          opacity="0.25"
        />
        <g fill="currentColor" opacity="0.3">
          <circle cx="40" cy="40" r="2.5" />
          <circle cx="56" cy="40" r="2.5" />
          <circle cx="72" cy="40" r="2.5" />
          <circle cx="40" cy="56" r="2.5" />
          <circle cx="56" cy="56" r="2.5" />
          <circle cx="72" cy="56" r="2.5" />
        </g>
      </svg>
      <span
        aria-hidden="true"
        className="relative inline-flex size-16 items-center justify-center rounded-2xl bg-white/15 font-display text-3xl font-black text-white ring-1 ring-white/30 backdrop-blur-sm sm:size-20 sm:text-4xl"
      >
        {eventInitial(heading)}
      </span>
    </div>
  );
}
