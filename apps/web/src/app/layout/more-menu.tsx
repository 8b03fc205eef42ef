import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import { joinClassNames } from '../../lib/class-names';
import { dismissToasts } from '../../lib/toast';
import { MORE_NAV_LINKS } from './nav-links';

/**
 * The header's "More" disclosure. A list of links behind a button rather than an ARIA menu:
 * Tab moves through the links, Escape or a click outside closes it, navigating closes it.
 */
export function MoreMenu() {
  const location = useLocation();
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const isOpen = openedAtKey === location.key;
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedAtKey(null);
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedAtKey(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Keyboard users tabbing past the last link should not leave the panel hanging open.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
      setOpenedAtKey(null);
    }
  }

  return (
    <div ref={containerRef} className="relative" onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          // Its list opens below the header, where toasts sit on narrower screens.
          if (!isOpen) dismissToasts();
          setOpenedAtKey(isOpen ? null : location.key);
        }}
        className={joinClassNames(
          'inline-flex h-10 items-center gap-1 rounded-full px-2.5 text-sm lg:px-3.5 lg:text-[0.9375rem] font-medium transition-colors',
          isOpen
            ? 'bg-brand-50 text-brand-800'
            : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
        )}
      >
        More
        <ChevronDownIcon
          size={16}
          className={joinClassNames('transition-transform duration-200', isOpen && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full right-0 z-50 mt-2 w-56 origin-top-right rounded-2xl border border-ink-200/80 bg-white p-2 shadow-raised"
      >
        <ul className="flex flex-col">
          {MORE_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setOpenedAtKey(null)}
                className={({ isActive }) =>
                  joinClassNames(
                    'block rounded-xl px-3.5 py-2.5 text-[0.9375rem] font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
