import { lazy, Suspense } from 'react';
import { useIsToasterRequested } from '../lib/toaster-request';
import { TOAST_MAX_KEPT, TOAST_MAX_WIDTH_PX, TOAST_PAGE_DEFAULT_MS } from '../lib/toast-config';

// Loaded with the first toast (lib/toaster-request.ts), never on the critical path.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// Below the sticky header (4.5 rem, 4 rem on phones) with a gap. A toast over the header would
// cover Log In and the cart, and since a hovered toast stays (spec §9), one left under the pointer
// after logging out never went away.
const TOAST_OFFSET = { top: 88, right: 24 } as const;
const TOAST_MOBILE_OFFSET = { top: 76, right: 16, left: 16 } as const;

/** The app's one toast area (spec §9): top-right, 5000 ms by default, paused while hovered. */
export function AppToaster() {
  const isRequested = useIsToasterRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        richColors
        closeButton
        visibleToasts={TOAST_MAX_KEPT}
        duration={TOAST_PAGE_DEFAULT_MS}
        toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
      />
    </Suspense>
  );
}
