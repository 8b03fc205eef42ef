import { BATCH_MESSAGES } from '@kaksha/shared';
import type { Course } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { openBatchesQuery, paymentLinkErrorMessage } from '../api';
import {
  batchChoiceLabel,
  formatStartDay,
  seatsLeftText,
  soonestWithSeat,
} from '../payment-link-format';
import type { PaymentLinkBody, PaymentLinkFormValues } from '../payment-link-form';

export interface ProgramLineProps {
  index: number;
  /** How many program lines there are (the first is named "Program", the others numbered). */
  count: number;
  courses: readonly Course[];
  /** Programs chosen on the other lines: not offered again here. */
  takenIds: readonly string[];
  control: Control<PaymentLinkFormValues, unknown, PaymentLinkBody>;
  register: UseFormRegister<PaymentLinkFormValues>;
  setValue: UseFormSetValue<PaymentLinkFormValues>;
  errors: FieldErrors<PaymentLinkFormValues>;
  onRemove?: () => void;
}

/**
 * One program of the link and its batch: the program's open batches, soonest first, with seats
 * left; the soonest with a seat is chosen when the program is (or when the chosen one is gone).
 */
export function ProgramLine({
  index,
  count,
  courses,
  takenIds,
  control,
  register,
  setValue,
  errors,
  onRemove,
}: ProgramLineProps) {
  const courseId = useWatch({ control, name: `items.${index}.courseId` }) ?? '';
  const batchId = useWatch({ control, name: `items.${index}.batchId` });
  const batches = useQuery(openBatchesQuery(courseId));
  const open = courseId ? batches.data : undefined;

  // The soonest batch with a seat by default; a choice the program does not offer is replaced.
  useEffect(() => {
    if (!open) return;
    if (batchId && open.some((batch) => batch.id === batchId)) return;
    setValue(`items.${index}.batchId`, soonestWithSeat(open)?.id, { shouldDirty: true });
  }, [open, batchId, index, setValue]);

  const label = count > 1 ? `Program ${index + 1}` : 'Program';
  const programOptions = [
    { value: '', label: 'Choose a program' },
    ...courses
      .filter((course) => course.id === courseId || !takenIds.includes(course.id))
      .map((course) => ({ value: course.id, label: course.name })),
  ];
  const batchOptions = open?.length
    ? open.map((batch) => ({
        value: batch.id,
        label: batchChoiceLabel(batch),
        disabled: batch.seatsLeft <= 0,
      }))
    : [
        {
          value: '',
          label: courseId
            ? batches.isPending
              ? 'Loading batches…'
              : 'No open batch'
            : 'Choose a program first',
        },
      ];
  const batchNote = !courseId
    ? undefined
    : batches.isError
      ? paymentLinkErrorMessage(batches.error)
      : open && open.length === 0
        ? BATCH_MESSAGES.noOpenBatch
        : undefined;

  const chosen = open?.find((batch) => batch.id === batchId);
  const batchError = errors.items?.[index]?.batchId?.message ?? batchNote;

  return (
    <div className="relative rounded-control border border-ink-200 px-3 pt-3">
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          className="absolute top-1.5 right-1.5 h-8 px-3"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      )}
      <SelectField
        label={label}
        options={programOptions}
        error={errors.items?.[index]?.courseId?.message}
        {...register(`items.${index}.courseId`)}
      />
      <SelectField
        label={`Batch for ${label.toLowerCase()}`}
        options={batchOptions}
        disabled={!open?.length}
        error={batchError}
        {...register(`items.${index}.batchId`, { setValueAs: (value) => value || undefined })}
      />
      {chosen && !batchError && (
        // The choice in full, which the select may cut short on a narrow screen.
        <p className="-mt-5 mb-3 text-sm text-ink-600">
          Starts {formatStartDay(chosen.startDate)} · {seatsLeftText(chosen.seatsLeft)}
          {chosen.schedule && <> · {chosen.schedule}</>}
        </p>
      )}
    </div>
  );
}
