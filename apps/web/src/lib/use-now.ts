import { useEffect, useState } from 'react';

/** How often the clock moves on when nothing sooner is due ('starts in 14 min' stays current). */
const TICK_MS = 30_000;
/** Never sooner than this, so a moment just missed cannot spin the timer. */
const MIN_DELAY_MS = 250;

/**
 * The current time, for what a page shows against the clock (a Join link that opens 15 minutes
 * before a session). It moves on every 30 seconds, at `nextChangeAt(now)` when that comes sooner
 * (so the link appears on the minute), and when the tab comes back into view (timers sleep in a
 * hidden tab or a closed laptop).
 */
export function useNow(nextChangeAt?: (now: Date) => number | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  const wakeAt = nextChangeAt?.(now);

  useEffect(() => {
    const untilChange = wakeAt === undefined ? TICK_MS : wakeAt - Date.now() + 50;
    const timer = setTimeout(
      () => setNow(new Date()),
      Math.min(TICK_MS, Math.max(MIN_DELAY_MS, untilChange)),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(new Date());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [now, wakeAt]);

  return now;
}
