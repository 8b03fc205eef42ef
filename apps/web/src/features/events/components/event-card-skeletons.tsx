import { joinClassNames } from '../../../lib/class-names';

const BAR = 'rounded-full bg-ink-200/80';

/**
 * Grey stand-ins for event cards while they load: one on phones, two on tablets, three wide (the
 * carousel's and the list's columns), with the loading state told to screen readers once.
 */
export function EventCardSkeletons({
  label,
  hasMedia = false,
}: {
  label: string;
  /** Cards with a banner or video on top (the landing-page carousels). */
  hasMedia?: boolean;
}) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((slot) => (
          <li
            key={slot}
            className={joinClassNames(
              'animate-pulse overflow-hidden rounded-card border border-ink-200/80 bg-white shadow-card motion-reduce:animate-none',
              slot === 1 && 'hidden md:block',
              slot === 2 && 'hidden lg:block',
            )}
          >
            {hasMedia && <div className="aspect-[16/9] bg-ink-100" />}
            <div className="p-5 sm:p-6">
              <div className="flex items-center gap-4">
                {!hasMedia && <div className="size-12 shrink-0 rounded-xl bg-ink-100" />}
                <div className={joinClassNames(BAR, 'h-5 w-2/3')} />
              </div>
              <div className={joinClassNames(BAR, 'mt-4 h-3.5 w-full')} />
              <div className={joinClassNames(BAR, 'mt-2 h-3.5 w-4/5')} />
              <div className={joinClassNames(BAR, 'mt-6 h-3.5 w-1/2')} />
              <div className="mt-6 h-9 rounded-full bg-ink-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
