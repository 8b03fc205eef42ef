import type { MouseEvent, ReactNode } from 'react';
import { getButtonClassName } from '../../../components/ui/button-classes';
import type { ButtonSize, ButtonVariant } from '../../../components/ui/button-classes';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';

/**
 * A button-styled link to a section of the same page ("Explore", "Contact Us"). It is a real
 * `#id` link, so it works in the prerendered HTML before the script arrives; once hydrated it
 * scrolls smoothly (never under reduced motion) and moves focus to the section's heading, so
 * keyboard and screen-reader users continue from there rather than from the button.
 */
export function ScrollToSectionLink({
  targetId,
  variant,
  size = 'lg',
  className,
  children,
}: {
  /** The id of the focusable (tabIndex -1) heading to land on. */
  targetId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  const isReducedMotion = usePrefersReducedMotion();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ behavior: isReducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={handleClick}
      className={getButtonClassName(variant, size, className)}
    >
      {children}
    </a>
  );
}
