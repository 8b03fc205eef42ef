import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { getButtonClassName } from './button-classes';
import type { ButtonSize, ButtonVariant } from './button-classes';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={getButtonClassName(variant, size, className)} {...props} />;
}

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** An in-app link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={getButtonClassName(variant, size, className)} {...props} />;
}

export type ButtonAnchorProps = Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> &
  ButtonStyleProps & { href: string; children: ReactNode };

/** A link to another site that looks like a button; always a new tab, never leaking the opener. */
export function ButtonAnchor({ variant, size, className, children, ...props }: ButtonAnchorProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={getButtonClassName(variant, size, className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
