import type { AuditEntryView } from '@kaksha/shared';
import { useId } from 'react';
import { joinClassNames } from '../../../lib/class-names';
import { changedFields, isRecord, prettyJson } from '../audit-diff';

/**
 * An entry's before and after, folded away until asked for: the record before and after the
 * write side by side (stacked on a phone), JSON pretty-printed, the changed fields highlighted.
 */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const changed = changedFields(entry.before, entry.after);
  if (entry.before == null && entry.after == null)
    return <span className="text-ink-400">No details</span>;
  return (
    <details className="group min-w-56">
      <summary className="cursor-pointer font-semibold text-brand-700 hover:text-brand-800">
        {changed.length === 1 ? '1 field changed' : `${changed.length} fields changed`}
        <span className="block text-xs font-normal break-words text-ink-500">
          {changed.join(', ')}
        </span>
      </summary>
      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        <JsonPane label="Before" value={entry.before} changed={changed} />
        <JsonPane label="After" value={entry.after} changed={changed} />
      </div>
    </details>
  );
}

function JsonPane({ label, value, changed }: { label: string; value: unknown; changed: string[] }) {
  const captionId = useId();
  return (
    // Named explicitly: not every assistive technology names a figure by its caption.
    <figure aria-labelledby={captionId} className="min-w-0">
      <figcaption
        id={captionId}
        className="mb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase"
      >
        {label}
      </figcaption>
      <pre className="max-h-80 max-w-[80vw] overflow-auto rounded-control border border-ink-200 bg-ink-50 p-3 font-mono text-xs leading-5 text-ink-800 sm:max-w-md">
        {isRecord(value) ? <RecordLines record={value} changed={changed} /> : prettyJson(value)}
      </pre>
    </figure>
  );
}

/**
 * A record's JSON with one block per top-level field, so a changed field can stand out. The
 * blocks start their own lines, so the braces need no line breaks of their own.
 */
function RecordLines({ record, changed }: { record: Record<string, unknown>; changed: string[] }) {
  const keys = Object.keys(record);
  if (keys.length === 0) return '{}';
  return (
    <>
      {'{'}
      {keys.map((key, index) => {
        const isChanged = changed.includes(key);
        const text = `  ${JSON.stringify(key)}: ${prettyJson(record[key]).replaceAll('\n', '\n  ')}${index < keys.length - 1 ? ',' : ''}`;
        return (
          <span
            key={key}
            data-changed={isChanged || undefined}
            className={joinClassNames(
              'block',
              isChanged && '-mx-3 border-l-4 border-accent-400 bg-accent-100 px-2 text-ink-950',
            )}
          >
            {text}
            {isChanged && <span className="sr-only"> (changed)</span>}
          </span>
        );
      })}
      {'}'}
    </>
  );
}
