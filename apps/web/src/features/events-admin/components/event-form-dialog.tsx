import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_MESSAGES } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { FullScreenDialog } from '../../../components/ui/full-screen-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError, isRefusedToken } from '../../../lib/api-client';
import { staffErrorReason } from '../../../lib/staff-error';
import { showToast, toastError, toastSuccess } from '../../../lib/toast';
import {
  EMPTY_EVENT_FORM,
  buildEventPatch,
  currentFileName,
  eventFormSchema,
  eventToFormValues,
  formValuesToInput,
} from '../event-form';
import type { EventFormValues, ImageField } from '../event-form';
import { MANAGE_EVENTS_KEYS, createEvent, patchEvent } from '../api';
import { EventFormFields } from './event-form-fields';

export interface EventFormDialogProps {
  /** The event to update; absent to add one. */
  event?: Event;
  onClose: () => void;
}

type SaveOutcome = { kind: 'saved' } | { kind: 'unchanged' };

/** What the add form says when the server refuses (spec §8). */
function addFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return EVENT_MESSAGES.unexpected;
    return `${EVENT_MESSAGES.addErrorPrefix}${error.message || EVENT_MESSAGES.unknownError}`;
  }
  return EVENT_MESSAGES.addFailed;
}

/** Add and Update (spec §2, §4): a full-screen form; Save posts, or patches only what changed. */
export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const isUpdate = event !== undefined;
  const formId = useId();
  const queryClient = useQueryClient();
  const original = useMemo(() => (event ? eventToFormValues(event) : EMPTY_EVENT_FORM), [event]);
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: original,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string } | undefined>();
  const [busyUploads, setBusyUploads] = useState<ReadonlySet<ImageField>>(new Set());

  const onUploadBusyChange = useCallback((field: ImageField, isBusy: boolean) => {
    setBusyUploads((current) => {
      if (current.has(field) === isBusy) return current;
      const next = new Set(current);
      if (isBusy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  const uploadRequest = (field: ImageField) => {
    const { heading, date } = form.getValues();
    return {
      heading: heading.trim() || event?.heading || '',
      date,
      requireHeading: !isUpdate,
      oldKey: event ? currentFileName(event, field) || undefined : undefined,
    };
  };

  const save = useMutation({
    mutationFn: async (values: EventFormValues): Promise<SaveOutcome> => {
      if (!event) {
        await createEvent(formValuesToInput(values));
        return { kind: 'saved' };
      }
      const patch = buildEventPatch(original, values);
      if (patch.length === 0) return { kind: 'unchanged' };
      await patchEvent(event.id, patch);
      return { kind: 'saved' };
    },
    onMutate: () => setAlert(undefined),
    onSuccess: async (outcome) => {
      // Spec §4: with nothing to patch the message shows and the form closes, as after a save.
      if (outcome.kind === 'unchanged') {
        showToast('blank', EVENT_MESSAGES.noChanges);
        onClose();
        return;
      }
      toastSuccess(isUpdate ? EVENT_MESSAGES.updated : EVENT_MESSAGES.added);
      onClose();
      await queryClient.invalidateQueries({ queryKey: MANAGE_EVENTS_KEYS.all });
    },
    onError: (error) => {
      // A refused token was toasted by the call; the session ends with it.
      if (isRefusedToken(error)) {
        setAlert({ tone: 'error', text: EVENT_MESSAGES.invalidToken });
        return;
      }
      const toast = isUpdate ? EVENT_MESSAGES.updateFailed : addFailureMessage(error);
      toastError(toast);
      // The server's own reason (a 4xx names the field) shows in the form.
      const reason = staffErrorReason(error);
      setAlert({ tone: 'error', text: isUpdate && reason ? `${toast} ${reason}` : toast });
    },
  });

  const isUploading = busyUploads.size > 0;
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const title = isUpdate ? 'Update event' : 'Add event';

  return (
    <FullScreenDialog
      title={title}
      description={event?.heading}
      onClose={onClose}
      footer={
        <>
          {isUploading && (
            <p className="mr-auto text-sm text-ink-600" role="status">
              Wait for the upload to finish before saving.
            </p>
          )}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={isUploading || save.isPending}
            aria-busy={save.isPending || undefined}
            className="min-w-28"
          >
            {save.isPending ? <Spinner size="sm" tone="current" label="Saving" /> : 'Save'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-label={title} onSubmit={onSubmit}>
        <FormAlert message={alert?.text} tone={alert?.tone} />
        <EventFormFields
          form={form}
          event={event}
          uploadRequest={uploadRequest}
          onUploadBusyChange={onUploadBusyChange}
        />
      </form>
    </FullScreenDialog>
  );
}
