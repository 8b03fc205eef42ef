import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationMark } from './hydration-mark';
import { MobileMenuProvider, useMobileMenu } from './mobile-menu-context';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const HEADER = ['header'] as const;
const MAIN = ['main'] as const;

/** Header, page and footer: every route except the standalone /coupons renders inside this. */
export function SiteLayout() {
  return (
    <MobileMenuProvider>
      <SitePage />
    </MobileMenuProvider>
  );
}

function SitePage() {
  // The open phone menu covers the page: what lies behind it is inert, out of reach of Tab and of
  // a screen reader's browse mode alike.
  const isBehindMenu = useMobileMenu().isOpen || undefined;
  // The header, the page and the footer are Suspense boundaries: hydrating a prerendered page,
  // React hydrates each in short slices that yield to the browser, in this order (a tap meanwhile
  // hydrates its own boundary first), instead of in one long task. ADR 0020.
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Suspense>
        <Header />
        <HydrationMark parts={HEADER} />
      </Suspense>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} inert={isBehindMenu} className="flex-1 outline-none">
        <Suspense>
          <Outlet />
          <HydrationMark parts={MAIN} />
        </Suspense>
      </main>
      <div inert={isBehindMenu} className="contents">
        <Suspense>
          <Footer />
        </Suspense>
      </div>
    </div>
  );
}
