import { useEffect } from 'react';
import { markHydrated } from '../../lib/page-hydration';
import type { HydratedPart } from '../../lib/page-hydration';

/**
 * Marks `parts` of the page hydrated: its effect runs when the Suspense boundary it sits in
 * commits, so it is rendered last inside that boundary. Once the header and the main content
 * have, the session is read (lib/page-hydration.ts); once the main content has, <html> carries
 * `data-hydrated`, which browser tests wait for before they press a button (e2e/browser.ts
 * gotoHydrated).
 */
export function HydrationMark({ parts }: { parts: readonly HydratedPart[] }) {
  useEffect(() => {
    for (const part of parts) markHydrated(part);
  }, [parts]);
  return null;
}
