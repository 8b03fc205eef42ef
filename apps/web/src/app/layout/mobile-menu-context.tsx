import { createContext, use, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { dismissToasts } from '../../lib/toast';

export interface MobileMenuControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const MobileMenuContext = createContext<MobileMenuControls | null>(null);

/**
 * Owns the small-screen navigation state so that anything in the layout (the header, and later
 * the log-in and sign-up overlays, which must close it) can reach it.
 */
export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Remembering which location the menu was opened on closes it on any navigation (links, back
  // button, redirects) without an effect.
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const isOpen = openedAtKey === location.key;

  // The open menu covers the page from just below the header, where toasts sit: it clears them.
  const open = useCallback(() => {
    dismissToasts();
    setOpenedAtKey(location.key);
  }, [location.key]);
  const close = useCallback(() => setOpenedAtKey(null), []);
  const toggle = useCallback(() => {
    if (isOpen) return setOpenedAtKey(null);
    dismissToasts();
    setOpenedAtKey(location.key);
  }, [isOpen, location.key]);

  const controls = useMemo(() => ({ isOpen, open, close, toggle }), [isOpen, open, close, toggle]);
  return <MobileMenuContext value={controls}>{children}</MobileMenuContext>;
}

export function useMobileMenu(): MobileMenuControls {
  const controls = use(MobileMenuContext);
  if (!controls) throw new Error('useMobileMenu must be used inside MobileMenuProvider');
  return controls;
}
