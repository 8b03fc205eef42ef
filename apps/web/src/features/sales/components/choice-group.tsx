import { useId } from 'react';

const PILL_CLASS =
  'relative inline-flex h-11 cursor-pointer items-center justify-center rounded-full border border-ink-200 ' +
  'bg-white px-5 text-sm font-semibold text-ink-800 shadow-sm transition-[border-color,background-color,color] ' +
  'hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 ' +
  'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white ' +
  'has-focus-visible:ring-3 has-focus-visible:ring-brand-200';

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** null: nothing chosen yet. */
  value: V | null;
  onChange: (value: V) => void;
}

/** A native radio group drawn as pills: arrow keys, labels and screen readers work as usual. */
export function ChoiceGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={PILL_CLASS}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Covers the pill, unseen: a tap anywhere on it lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
