import type { ComponentPropsWithRef, ElementType } from 'react';
import { joinClassNames } from '../../lib/class-names';

type ContainerProps = ComponentPropsWithRef<'div'> & {
  as?: ElementType;
  /** 'reading' narrows to a comfortable reading width. */
  width?: 'page' | 'reading';
};

/** Centres content at the page width with the shared side gutters. */
export function Container({
  as: Tag = 'div',
  width = 'page',
  className,
  ...props
}: ContainerProps) {
  return (
    <Tag
      className={joinClassNames(
        'mx-auto w-full px-4 sm:px-6 lg:px-8',
        width === 'page' ? 'max-w-page' : 'max-w-reading',
        className,
      )}
      {...props}
    />
  );
}
