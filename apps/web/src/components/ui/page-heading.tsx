import type { ReactNode } from 'react';
import { HeroBand } from './hero-band';

export interface PageHeadingProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The top band of an inner page: its one h1, a line of context and optional actions. */
export function PageHeading({ title, eyebrow, description, actions }: PageHeadingProps) {
  return (
    <HeroBand isCompact className="py-12 sm:py-16">
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {eyebrow}
        </p>
      )}
      <h1 className="max-w-3xl text-h2 font-extrabold sm:text-h1">{title}</h1>
      {description && <div className="mt-4 max-w-2xl text-lg text-ink-600">{description}</div>}
      {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
    </HeroBand>
  );
}
