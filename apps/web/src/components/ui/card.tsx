import type { ComponentPropsWithRef, ElementType } from 'react';
import { joinClassNames } from '../../lib/class-names';

type CardProps = ComponentPropsWithRef<'div'> & {
  as?: ElementType;
  /** Interactive cards lift on hover; use when the whole card is a link target. */
  isInteractive?: boolean;
  padding?: 'none' | 'md' | 'lg';
};

const PADDING = { none: '', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } as const;

export function Card({
  as: Tag = 'div',
  isInteractive = false,
  padding = 'md',
  className,
  ...props
}: CardProps) {
  return (
    <Tag
      className={joinClassNames(
        'rounded-card border border-ink-200/80 bg-white shadow-card',
        isInteractive &&
          'transition-[transform,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised',
        PADDING[padding],
        className,
      )}
      {...props}
    />
  );
}
