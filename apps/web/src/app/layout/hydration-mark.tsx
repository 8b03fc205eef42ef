import { useEffect } from 'react';

/**
 * Marks <html> once the page's main content has hydrated: its effect runs when the boundary it
 * sits in (the layout's main content) commits, so it is rendered last inside that boundary. From
 * then on the page's own buttons answer clicks; browser tests wait for the mark before they press
 * one (e2e/browser.ts gotoHydrated).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
