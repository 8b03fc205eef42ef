import { joinClassNames } from '../../../lib/class-names';

export interface Step {
  id: string;
  title: string;
  text: string;
}

/** Steps in order, numbered: in a row on wide screens, a column on phones. */
export function NumberedSteps({
  steps,
  label,
  columns = 4,
}: {
  steps: readonly Step[];
  label: string;
  columns?: 3 | 4;
}) {
  return (
    <ol
      aria-label={label}
      className={joinClassNames(
        'grid gap-5 sm:grid-cols-2',
        columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {steps.map((step, position) => (
        <li
          key={step.id}
          className="relative rounded-card border border-ink-200/80 bg-white p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-extrabold text-white"
          >
            {position + 1}
          </span>
          <h3 className="mt-4 text-h3 font-bold">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
