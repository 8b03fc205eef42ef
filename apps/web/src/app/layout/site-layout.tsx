import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { MobileMenuProvider } from './mobile-menu-context';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Header, page and footer: every route except the standalone /coupons renders inside this. */
export function SiteLayout() {
  return (
    <MobileMenuProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
    </MobileMenuProvider>
  );
}
