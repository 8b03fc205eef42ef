import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; false where matchMedia is missing (server, tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** Spec: the project carousel drops to one card at 767 px and narrower (Tailwind's md is 768). */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
