import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { MobileMenuProvider, useMobileMenu } from './mobile-menu-context';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

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
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} inert={isBehindMenu} className="flex-1 outline-none">
        <Outlet />
      </main>
      <div inert={isBehindMenu} className="contents">
        <Footer />
      </div>
    </div>
  );
}
