import type { ComponentPropsWithRef, ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { Container } from './container';

const TONES = {
  default: 'bg-white',
  muted: 'bg-ink-50',
  brand: 'bg-brand-950 text-white',
} as const;

type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  title?: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  tone?: keyof typeof TONES;
};

/** A full-width page band with an optional h2 header; content sits in the page container. */
export function Section({
  title,
  eyebrow,
  description,
  tone = 'default',
  className,
  children,
  ...props
}: SectionProps) {
  const isDark = tone === 'brand';
  return (
    <section className={joinClassNames('py-14 sm:py-20', TONES[tone], className)} {...props}>
      <Container>
        {(title || eyebrow || description) && (
          <div className="mb-10 max-w-2xl">
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
                className={joinClassNames(
                  'text-3xl font-extrabold sm:text-h2',
                  isDark && 'text-white',
                )}
              >
                {title}
              </h2>
            )}
            {description && (
              <div
                className={joinClassNames(
                  'mt-3 text-lg',
                  isDark ? 'text-brand-100' : 'text-ink-600',
                )}
              >
                {description}
              </div>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
