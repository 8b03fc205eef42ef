import type { OperationsLoginType } from '@kaksha/shared';
import { useId } from 'react';
import type { ComponentType } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field';
import type { IconProps } from '../../../components/ui/icons';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { OPERATIONS_AREAS } from '../operations-areas';
import { CalendarIcon } from '../../../components/ui/icons';
import { ChartIcon } from './operations-icons';

const ICONS: Record<OperationsLoginType, ComponentType<IconProps>> = {
  sales: ChartIcon,
  operation: CalendarIcon,
};

const CARD_CLASS =
  'group relative flex h-full cursor-pointer flex-col gap-3 rounded-card border border-ink-200 ' +
  'bg-white p-4 shadow-sm transition-[border-color,background-color,box-shadow] duration-150 ' +
  'hover:border-brand-300 hover:bg-brand-50/40 ' +
  'has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-500 ' +
  'has-focus-visible:ring-3 has-focus-visible:ring-brand-200 has-focus-visible:border-brand-500';

export interface OperationTypePickerProps {
  /** register('type') from the form: the same name and handlers on both radios. */
  field: UseFormRegisterReturn<'type'>;
  error?: string;
}

/** The spec's first step: Sales or Event & Blog, as a radio group drawn as two cards. */
export function OperationTypePicker({ field, error }: OperationTypePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">Sign in to</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPERATIONS_AREAS.map((area) => {
          const Icon = ICONS[area.type];
          const titleId = `${id}-${area.type}-title`;
          const summaryId = `${id}-${area.type}-summary`;
          return (
            <label key={area.type} className={CARD_CLASS}>
              <input
                type="radio"
                value={area.type}
                // Covers the whole card, unseen: a tap anywhere on it lands on the radio itself.
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-card opacity-0"
                aria-labelledby={titleId}
                aria-describedby={`${summaryId} ${errorId}`}
                aria-invalid={error ? true : undefined}
                {...field}
              />
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700 transition-colors group-has-checked:bg-brand-700 group-has-checked:text-white">
                <Icon size={22} />
              </span>
              <span
                aria-hidden="true"
                className="absolute top-3 right-3 text-brand-700 opacity-0 transition-opacity group-has-checked:opacity-100"
              >
                <CheckCircleIcon size={20} />
              </span>
              <span className="leading-tight">
                <span id={titleId} className="block font-semibold text-ink-950">
                  {area.label}
                </span>
                <span id={summaryId} className="mt-1 block text-sm text-ink-600">
                  {area.summary}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
