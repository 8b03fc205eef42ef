import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && !element.hidden,
  );
}

/**
 * The element a dialog renders into: a new child of <body>, kept for the dialog's life. Call it
 * before useModalEffects, which makes everything else in <body> inert.
 */
export function useModalPortal(): HTMLElement {
  const [portal] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.append(portal);
    return () => portal.remove();
  }, [portal]);
  return portal;
}

interface ModalEffectsOptions {
  portal: HTMLElement;
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Changing it moves focus to the content's first field again (log-in <-> sign-up switch). */
  focusKey?: string;
}

/** Inert background, scroll lock, initial and returned focus, Tab trap and Escape. */
export function useModalEffects({ portal, panelRef, onClose, focusKey }: ModalEffectsOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Read before the page goes inert (which would move focus to <body>).
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  // Everything else on the page becomes inert: not clickable, not focusable, not read out.
  // On close focus goes back to whatever opened the dialog, when that is still on the page.
  useEffect(() => {
    const made: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === portal || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    return () => {
      made.forEach((element) => element.removeAttribute('inert'));
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus();
    };
  }, [portal, opener]);

  // No scrolling behind the dialog, and no jump when the scrollbar disappears.
  useEffect(() => {
    const root = document.documentElement;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
    };
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const autofocus = panel.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? focusableIn(panel)[0] ?? panel).focus();
  }, [panelRef, focusKey]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [panelRef]);
}
