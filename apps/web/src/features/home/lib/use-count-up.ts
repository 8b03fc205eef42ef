import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';

/** Fast at first, settling gently on the final value. */
function easeOutCubic(linear: number): number {
  return 1 - (1 - linear) ** 3;
}

/**
 * How far a count-up has run, from 0 to 1, for numbers inside `ref`'s element. It is 1 (the final
 * numbers) on the server, while hydrating and under prefers-reduced-motion. In the browser the
 * count runs over `durationMs` once the element is at least a quarter in view, and runs again
 * when the page is shown anew: a navigation back mounts it afresh, and a tab that was hidden
 * counts again when it becomes visible. Where IntersectionObserver is missing it counts at once.
 */
export function useCountUp(ref: RefObject<Element | null>, durationMs: number): number {
  const [progress, setProgress] = useState(1);
  const isReducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (isReducedMotion || !element || typeof requestAnimationFrame !== 'function') return;
    const canObserve = typeof IntersectionObserver === 'function';
    let isInView = !canObserve;
    // Armed: the next time the element is in view, count.
    let isArmed = true;
    let frame = 0;

    const count = () => {
      isArmed = false;
      cancelAnimationFrame(frame);
      let startedAt: number | undefined;
      const tick = (now: number) => {
        startedAt ??= now;
        const linear = Math.min(1, (now - startedAt) / durationMs);
        setProgress(easeOutCubic(linear));
        if (linear < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };

    const observer = canObserve
      ? new IntersectionObserver(
          (entries) => {
            isInView = entries.some((entry) => entry.isIntersecting);
            if (isInView && isArmed) count();
          },
          { threshold: 0.25 },
        )
      : undefined;
    observer?.observe(element);

    const handleVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        // Browsers stop animation frames in a hidden tab; show the final numbers meanwhile.
        cancelAnimationFrame(frame);
        setProgress(1);
        isArmed = true;
      } else if (isInView && isArmed) {
        count();
      }
    };
    document.addEventListener('visibilitychange', handleVisibilityChange);
    if (!canObserve) count();

    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      cancelAnimationFrame(frame);
    };
  }, [ref, durationMs, isReducedMotion]);

  return isReducedMotion ? 1 : progress;
}
