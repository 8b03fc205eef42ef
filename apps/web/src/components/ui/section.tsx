import type { ComponentPropsWithRef, ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { Container } from './container';

const TONES = {
  default: 'bg-white',
  muted: 'bg-ink-50',
  tint: 'bg-brand-50/60',
  brand: 'bg-brand-950 text-white',
} as const;

export interface SectionHeaderProps {
  title?: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  /**
   * The h2's id: the section is named by its heading, and links that scroll to the section
   * ("Explore", "Contact Us") can move focus to it.
   */
  headingId?: string;
  isDark?: boolean;
  className?: string;
}

/** A band's eyebrow, h2 and sentence. */
export function SectionHeader({
  title,
  eyebrow,
  description,
  headingId,
  isDark = false,
  className,
}: SectionHeaderProps) {
  return (
    <div className={className}>
      {eyebrow && (
        <p
          className={joinClassNames(
            'mb-2 text-sm font-semibold tracking-wider uppercase',
            isDark ? 'text-accent-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      {title && (
        <h2
          id={headingId}
          tabIndex={headingId ? -1 : undefined}
          className={joinClassNames(
            'text-3xl font-extrabold sm:text-h2',
            headingId && 'scroll-mt-24 outline-none',
            isDark && 'text-white',
          )}
        >
          {title}
        </h2>
      )}
      {description && (
        <div className={joinClassNames('mt-3 text-lg', isDark ? 'text-brand-100' : 'text-ink-600')}>
          {description}
        </div>
      )}
    </div>
  );
}

type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> &
  Omit<SectionHeaderProps, 'isDark' | 'className'> & {
    tone?: keyof typeof TONES;
    /** Centre the header above full-width content (carousels, card grids). */
    isCentred?: boolean;
  };

/** A full-width page band with an optional h2 header; content sits in the page container. */
export function Section({
  title,
  eyebrow,
  description,
  headingId,
  tone = 'default',
  isCentred = false,
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={joinClassNames('py-14 sm:py-20', TONES[tone], className)}
      {...props}
    >
      <Container>
        {(title || eyebrow || description) && (
          <SectionHeader
            title={title}
            eyebrow={eyebrow}
            description={description}
            headingId={headingId}
            isDark={tone === 'brand'}
            className={joinClassNames('mb-10 max-w-2xl', isCentred && 'mx-auto text-center')}
          />
        )}
        {children}
      </Container>
    </section>
  );
}
