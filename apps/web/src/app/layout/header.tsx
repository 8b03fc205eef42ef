import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Container } from '../../components/ui/container';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { joinClassNames } from '../../lib/class-names';
import { useAuthDialog } from '../../lib/auth-dialog';
import { AuthDialogHost } from '../../features/auth/auth-dialog-host';
import { AuthActions } from './auth-actions';
import type { AuthMode } from './auth-actions';
import { CartLink } from './cart-link';
import { useMobileMenu } from './mobile-menu-context';
import { MoreMenu } from './more-menu';
import { useMenuFocusTrap } from './use-menu-focus-trap';
import { MOBILE_NAV_LINKS, PRIMARY_NAV_LINKS, SECONDARY_NAV_LINKS } from './nav-links';

const MOBILE_NAV_ID = 'mobile-navigation';

export interface HeaderProps {
  /** Overrides what Log In and Sign Up do; by default they open the pop-ups (useAuthDialog). */
  onOpenAuth?: (mode: AuthMode) => void;
}

export function Header({ onOpenAuth }: HeaderProps) {
  const mobileMenu = useMobileMenu();
  const authDialog = useAuthDialog();
  const openAuth = onOpenAuth ?? authDialog.open;
  const { isOpen: isMenuOpen, close: closeMenu } = mobileMenu;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuPanelRef = useRef<HTMLDivElement>(null);
  useMenuFocusTrap({
    isOpen: isMenuOpen,
    buttonRef: menuButtonRef,
    panelRef: menuPanelRef,
    onClose: closeMenu,
  });

  // Opening an auth overlay from the mobile menu must also close the menu (spec 2.2). The host
  // closes it too, for pop-ups opened elsewhere (the cart's Proceed to payment).
  const handleOpenAuth = (mode: AuthMode) => {
    closeMenu();
    openAuth(mode);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80">
      <Container className="flex h-16 items-center gap-2 lg:gap-3 lg:h-[4.5rem]">
        <Link
          to="/"
          className="lg:mr-2 shrink-0 rounded-lg"
          aria-label="Kaksha home"
          onClick={closeMenu}
        >
          {/* Between md and lg the full nav needs the room; the mark alone still reads as Kaksha. */}
          <Logo wordmarkClassName="md:max-lg:hidden" />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5">
            {PRIMARY_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <HeaderNavLink to={link.to} label={link.label} />
              </li>
            ))}
            {SECONDARY_NAV_LINKS.map((link) => (
              <li key={link.to} className="hidden xl:block">
                <HeaderNavLink to={link.to} label={link.label} />
              </li>
            ))}
            <li>
              <MoreMenu />
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5 lg:gap-2">
          <CartLink />
          <div className="hidden md:block">
            <AuthActions onOpenAuth={handleOpenAuth} />
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100 md:hidden"
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_NAV_ID}
            onClick={mobileMenu.toggle}
          >
            {isMenuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </Container>

      {/* Overlays the page under the header rather than pushing it down. */}
      <div
        ref={menuPanelRef}
        id={MOBILE_NAV_ID}
        hidden={!isMenuOpen}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] md:hidden"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-ink-950/40 backdrop-blur-[2px]"
          onClick={() => {
            closeMenu();
            menuButtonRef.current?.focus();
          }}
        />
        <div className="relative max-h-full overflow-y-auto rounded-b-3xl border-t border-ink-100 bg-white shadow-raised">
          <Container className="py-4">
            <nav aria-label="Main">
              <ul className="flex flex-col gap-1">
                {MOBILE_NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      onClick={closeMenu}
                      className={({ isActive }) =>
                        joinClassNames(
                          'flex items-center rounded-xl px-4 py-3 text-base font-medium transition-colors',
                          isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50',
                        )
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 border-t border-ink-100 pt-4 pb-2">
              <AuthActions onOpenAuth={handleOpenAuth} layout="stacked" />
            </div>
          </Container>
        </div>
      </div>
      <AuthDialogHost onOpen={closeMenu} />
    </header>
  );
}

function HeaderNavLink({ to, label }: { to: string; label: string }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        joinClassNames(
          'inline-flex h-10 items-center rounded-full px-2.5 text-sm lg:px-3.5 lg:text-[0.9375rem] font-medium whitespace-nowrap transition-colors',
          isActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
        )
      }
    >
      {label}
    </NavLink>
  );
}
