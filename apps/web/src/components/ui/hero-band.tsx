import type { ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { Container } from './container';

/**
 * The top band of a page: a pale gradient with two soft glows behind the page container.
 * `isCompact` draws a smaller top glow, for a band with no picture beside the text.
 */
export function HeroBand({
  isCompact = false,
  className,
  children,
}: {
  isCompact?: boolean;
  /** The container's layout (grid, padding). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className={joinClassNames(
          'pointer-events-none absolute -top-24 -right-24 rounded-full bg-brand-200/50 blur-3xl',
          isCompact ? 'size-72' : 'size-96',
        )}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-64 rounded-full bg-accent-200/40 blur-3xl"
      />
      <Container className={joinClassNames('relative', className)}>{children}</Container>
    </div>
  );
}
