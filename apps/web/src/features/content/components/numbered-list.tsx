/** A short numbered list of single lines (e.g. the skills a role needs), two columns when wide. */
export function NumberedList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {items.map((item, position) => (
        <li
          key={item}
          className="flex items-center gap-4 rounded-card border border-ink-200/80 bg-white p-4 font-semibold text-ink-900 shadow-card sm:p-5"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 font-display text-lg font-extrabold text-accent-800"
          >
            {position + 1}
          </span>
          {item}
        </li>
      ))}
    </ol>
  );
}
