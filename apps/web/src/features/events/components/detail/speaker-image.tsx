import { useState } from 'react';
import { joinClassNames } from '../../../../lib/class-names';

/** The speaker's photo, or a drawn default when there is none or it fails to load (spec §2). */
export function SpeakerImage({
  src,
  name,
  className,
}: {
  src: string;
  name: string;
  className?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const frame = joinClassNames('shrink-0 overflow-hidden rounded-3xl bg-brand-50', className);
  if (!src || hasFailed) {
    return (
      <svg
        viewBox="0 0 120 120"
        role="img"
        aria-label={name ? `${name} (no photo)` : 'Speaker'}
        className={frame}
      >
        <rect width="120" height="120" className="fill-brand-100" />
        <circle cx="60" cy="47" r="21" className="fill-brand-400" />
        <path d="M20 120c3-26 20-40 40-40s37 14 40 40z" className="fill-brand-500" />
        <circle cx="96" cy="22" r="9" className="fill-accent-300" />
      </svg>
    );
  }
  return (
    <img
      src={src}
      alt={name ? `Photo of ${name}` : 'Speaker'}
      width={400}
      height={400}
      loading="lazy"
      onError={() => setHasFailed(true)}
      className={joinClassNames(frame, 'object-cover')}
    />
  );
}
