import { Outlet } from 'react-router';
import { HydrationMark } from './hydration-mark';
import { MAIN_CONTENT_ID } from './skip-link';

/** For pages shown without header and footer (the standalone /coupons): still one main landmark. */
export function StandaloneLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh outline-none">
      <Outlet />
      <HydrationMark />
    </main>
  );
}
