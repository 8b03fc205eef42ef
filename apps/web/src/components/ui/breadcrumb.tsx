import { Fragment } from 'react';
import { Link } from 'react-router';

export interface BreadcrumbProps {
  /** The pages above this one, from the top. */
  trail: ReadonlyArray<{ to: string; label: string }>;
  /** This page's name. */
  current: string;
  className?: string;
}

/** Home / Section / This page, as a labelled navigation list. */
export function Breadcrumb({ trail, current, className }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-500">
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 font-medium break-words text-ink-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
