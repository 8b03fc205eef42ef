import { zodResolver } from '@hookform/resolvers/zod';
import { WEEKDAY_SHORT } from '@kaksha/shared';
import type { BatchDetail } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert, SelectField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { formatIstDayTime } from '../../../lib/ist-dates';
import { toastSuccess } from '../../../lib/toast';
import { BATCH_KEYS, batchErrorMessage, createBatch, serverFieldErrors } from '../api';
import { EMPTY_NEW_BATCH, newBatchFormSchema, previewSessions, toCreateBody } from '../batch-form';
import type { NewBatchValues } from '../batch-form';

/** Monday first, as a timetable reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const PREVIEW_COUNT = 4;
const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (not on the program page yet)' },
  { value: 'open', label: 'Open for enrolment' },
];
/** What the server may name that is not a field of this form: the pattern's own parts. */
const FIELD_ALIASES: Record<string, keyof NewBatchValues> = { pattern: 'weekdays' };

export interface NewBatchFormProps {
  courseId: string;
  programName: string;
  onCreated: (batch: BatchDetail) => void;
  onCancel: () => void;
}

/** ADMIN: a new batch of the program, its sessions from a weekly pattern previewed as typed. */
export function NewBatchForm({ courseId, programName, onCreated, onCancel }: NewBatchFormProps) {
  const queryClient = useQueryClient();
  const daysErrorId = useId();
  const [alert, setAlert] = useState<string>();
  const form = useForm<NewBatchValues>({
    resolver: zodResolver(newBatchFormSchema),
    defaultValues: EMPTY_NEW_BATCH,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control });
  const preview = previewSessions(values);

  const create = useMutation({
    mutationFn: (input: NewBatchValues) => createBatch(toCreateBody(courseId, input)),
    onMutate: () => setAlert(undefined),
    onSuccess: async (batch) => {
      toastSuccess(`Batch "${batch.name}" created with ${batch.sessionCount} sessions.`);
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
      onCreated(batch);
    },
    onError: (error) => {
      if (isRefusedToken(error)) return;
      setAlert(batchErrorMessage(error));
      for (const [field, message] of serverFieldErrors(error)) {
        const name = FIELD_ALIASES[field] ?? field;
        if (name in EMPTY_NEW_BATCH) setError(name as keyof NewBatchValues, { message });
      }
    },
  });

  return (
    <section
      aria-labelledby="new-batch-heading"
      className="rounded-card border border-ink-200 bg-white p-4 sm:p-6"
    >
      <h2 id="new-batch-heading" className="text-xl font-bold">
        New {programName} batch
      </h2>
      <form
        noValidate
        aria-label="New batch"
        aria-busy={create.isPending || undefined}
        className="mt-4"
        onSubmit={handleSubmit((input) => create.mutate(input))}
      >
        <FormAlert message={alert} />
        <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
          <TextField
            label="Name"
            className="md:col-span-2"
            placeholder="Weekend batch · March 2027"
            maxLength={80}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="Capacity"
            inputMode="numeric"
            note="(seats)"
            error={errors.capacity?.message}
            {...register('capacity')}
          />
          <TextField
            label="Enrolment closes"
            type="datetime-local"
            note="(IST; empty: when the batch starts)"
            error={errors.enrolmentClosesAt?.message}
            {...register('enrolmentClosesAt')}
          />
          <SelectField
            label="Create as"
            options={STATUS_OPTIONS}
            error={errors.status?.message}
            {...register('status')}
          />
        </div>

        <fieldset className="mt-4 rounded-card border border-ink-200 p-4">
          <legend className="px-1 text-lg font-bold">Weekly sessions</legend>
          <fieldset aria-describedby={daysErrorId}>
            <legend className="mb-1.5 text-sm font-semibold text-ink-800">Days of the week</legend>
            <div className="flex flex-wrap gap-2">
              {WEEK_ORDER.map((day) => (
                <label
                  key={day}
                  className="flex h-11 min-w-16 cursor-pointer items-center gap-2 rounded-control border border-ink-300 px-3 has-checked:border-brand-500 has-checked:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    value={String(day)}
                    className="size-4 accent-brand-700"
                    {...register('weekdays')}
                  />
                  {WEEKDAY_SHORT[day]}
                </label>
              ))}
            </div>
            <FieldError id={daysErrorId} message={errors.weekdays?.message} />
          </fieldset>
          <div className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
            <TextField
              label="Start time"
              type="time"
              note="(IST)"
              error={errors.startTime?.message}
              {...register('startTime')}
            />
            <TextField
              label="Duration"
              inputMode="numeric"
              note="(minutes)"
              error={errors.durationMinutes?.message}
              {...register('durationMinutes')}
            />
            <TextField
              label="Weeks"
              inputMode="numeric"
              error={errors.weeks?.message}
              {...register('weeks')}
            />
          </div>
          <div
            aria-live="polite"
            aria-label="Session preview"
            role="region"
            className="mt-2 rounded-control bg-ink-50 p-3 text-sm"
          >
            {!preview ? (
              <p className="text-ink-600">Choose a start date and a pattern to see its sessions.</p>
            ) : preview.length === 0 ? (
              <p className="text-error-700">This pattern gives no session.</p>
            ) : (
              <>
                <p className="font-semibold text-ink-900">
                  {preview.length} {preview.length === 1 ? 'session' : 'sessions'}
                </p>
                <ol className="mt-1 list-inside list-decimal text-ink-700">
                  {preview.slice(0, PREVIEW_COUNT).map((session) => (
                    <li key={session.startsAt}>{formatIstDayTime(session.startsAt)}</li>
                  ))}
                </ol>
                {preview.length > PREVIEW_COUNT && (
                  <p className="text-ink-600">
                    … and {preview.length - PREVIEW_COUNT} more, the last on{' '}
                    {formatIstDayTime(preview.at(-1)!.startsAt)}
                  </p>
                )}
              </>
            )}
          </div>
        </fieldset>

        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={create.isPending}
            aria-busy={create.isPending || undefined}
            className="min-w-36"
          >
            {create.isPending ? (
              <Spinner size="sm" tone="current" label="Creating" />
            ) : (
              'Create batch'
            )}
          </Button>
        </div>
      </form>
    </section>
  );
}
