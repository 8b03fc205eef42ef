import { zodResolver } from '@hookform/resolvers/zod';
import type { BatchSession } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import {
  BATCH_KEYS,
  addSession,
  batchErrorMessage,
  serverFieldErrors,
  updateSession,
} from '../api';
import { SESSION_FIELD_OF, sessionFormSchema, sessionToValues, toSessionBody } from '../batch-form';
import type { SessionValues } from '../batch-form';

export interface SessionFormProps {
  batchId: string;
  /** The session to edit; absent to add one. */
  session?: BatchSession;
  /** The day a new session starts on (the batch's start). */
  defaultDate: string;
  onDone: () => void;
}

/** ADMIN: add a session to the batch, or move and edit one (IST date and time, links). */
export function SessionForm({ batchId, session, defaultDate, onDone }: SessionFormProps) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string>();
  const isEdit = session !== undefined;
  const title = isEdit ? `Edit ${session.title}` : 'Add a session';
  const { register, handleSubmit, setError, formState } = useForm<SessionValues>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: sessionToValues(session, defaultDate),
  });
  const errors = formState.errors;

  const save = useMutation({
    mutationFn: (values: SessionValues) =>
      session
        ? updateSession(session.id, toSessionBody(values))
        : addSession(batchId, toSessionBody(values)),
    onMutate: () => setAlert(undefined),
    onSuccess: async (saved) => {
      toastSuccess(isEdit ? `${saved.title} saved.` : `${saved.title} added.`);
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
      onDone();
    },
    onError: (error) => {
      if (isRefusedToken(error)) return;
      setAlert(batchErrorMessage(error));
      for (const [field, message] of serverFieldErrors(error)) {
        const name = SESSION_FIELD_OF[field];
        if (name) setError(name, { message });
      }
    },
  });

  return (
    <form
      noValidate
      aria-label={title}
      aria-busy={save.isPending || undefined}
      className="rounded-card border border-brand-200 bg-brand-50/40 p-4"
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <h3 className="mb-3 text-lg font-bold">{title}</h3>
      <FormAlert message={alert} />
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
        <TextField
          label="Date"
          type="date"
          note="(IST)"
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label="Time"
          type="time"
          note="(IST)"
          error={errors.time?.message}
          {...register('time')}
        />
        <TextField
          label="Duration"
          inputMode="numeric"
          note="(minutes)"
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <TextField
          label="Title"
          className="sm:col-span-3"
          maxLength={120}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label="Join link"
          type="url"
          placeholder="https://"
          className="sm:col-span-3"
          error={errors.joinUrl?.message}
          {...register('joinUrl')}
        />
        <TextField
          label="Recording link"
          type="url"
          placeholder="https://"
          className="sm:col-span-3"
          error={errors.recordingUrl?.message}
          {...register('recordingUrl')}
        />
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} className="min-w-32">
          {save.isPending ? (
            <Spinner size="sm" tone="current" label="Saving" />
          ) : isEdit ? (
            'Save session'
          ) : (
            'Add session'
          )}
        </Button>
      </div>
    </form>
  );
}
