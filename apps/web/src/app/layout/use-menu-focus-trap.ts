import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusableIn } from '../../components/ui/use-modal-effects';

/** Tailwind's `md`: from here the header shows its links and the menu button is gone. */
const WIDE_QUERY = '(min-width: 48rem)';

interface MenuFocusTrapOptions {
  isOpen: boolean;
  /** The hamburger button: part of the cycle (it closes the menu) and where focus returns. */
  buttonRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * While the phone menu is open it covers the page, so Tab and Shift+Tab cycle through the menu
 * button and the menu's links and buttons only, and Escape closes it with focus back on the
 * button. (The page behind is dimmed and cannot be clicked; it must not be reachable by Tab.)
 */
export function useMenuFocusTrap({ isOpen, buttonRef, panelRef, onClose }: MenuFocusTrapOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!isOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      const button = buttonRef.current;
      const panel = panelRef.current;
      if (!button || !panel) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
        button.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const cycle = [button, ...focusableIn(panel)];
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      // From outside the menu (focus left on the page), Tab comes back to its first stop.
      const next =
        index === -1 ? 0 : (index + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    // Widened past the phone layout (a rotated tablet), the menu is not shown any more: it closes,
    // so the page it made inert comes back.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
    const handleWiden = (event: MediaQueryListEvent) => {
      if (event.matches) onCloseRef.current();
    };
    wide?.addEventListener('change', handleWiden);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      wide?.removeEventListener('change', handleWiden);
    };
  }, [isOpen, buttonRef, panelRef]);
}
