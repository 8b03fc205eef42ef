import type { ReactNode } from 'react';

export interface SalesPageHeaderProps {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}

/** The staff page band the operations pages share: eyebrow, the one h1, a line, an action. */
export function SalesPageHeader({ title, description, action }: SalesPageHeaderProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Operations</p>
        <h1 className="mt-1 text-h2 font-extrabold">{title}</h1>
        <p className="mt-2 text-ink-600">{description}</p>
      </div>
      {action && <div className="flex flex-wrap gap-3">{action}</div>}
    </div>
  );
}
