import { EVENT_MESSAGES } from '@kaksha/shared';
import { isRefusedToken } from '../../../lib/api-client';
import type { Event } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { useNativeDownload } from '../../../lib/native-download';
import { toastError } from '../../../lib/toast';

import { EventFormDialog } from '../components/event-form-dialog';
import { EventList } from '../components/event-list';
import { RegistrationsDialog } from '../components/registrations-dialog';
import { MANAGE_EVENTS_KEYS, adminErrorMessage, downloadEventsCsv, setEventDeleted } from '../api';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'update'; event: Event }
  | { kind: 'delete'; event: Event }
  | { kind: 'registrations'; event: Event };

/** /operations/manage-events (spec §2): list, add, update, delete and undelete events. */
export function ManageEventsPage() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const download = useNativeDownload(downloadEventsCsv, adminErrorMessage);

  const toggleDeleted = useMutation({
    mutationFn: ({ event, isDeleted }: { event: Event; isDeleted: boolean }) =>
      setEventDeleted(event.id, isDeleted),
    onError: (error) => {
      if (!isRefusedToken(error)) toastError(adminErrorMessage(error));
    },
    // The list is read again from the server either way: it is the one truth on what changed.
    onSettled: async () => {
      setDialog((current) => (current?.kind === 'delete' ? null : current));
      await queryClient.invalidateQueries({ queryKey: MANAGE_EVENTS_KEYS.all });
    },
  });
  const changingId = toggleDeleted.isPending ? toggleDeleted.variables.event.id : undefined;

  return (
    <>
      <PageTitle page="Manage Events" />
      <Container className="py-8 sm:py-12">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Operations
            </p>
            <h1 className="mt-1 text-h2 font-extrabold">Manage Events</h1>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setDialog({ kind: 'add' })}>ADD</Button>
            <ButtonLink to="/coupons" variant="secondary">
              Go to Coupons
            </ButtonLink>
            <Button
              variant="secondary"
              disabled={download.isPending}
              aria-busy={download.isPending || undefined}
              onClick={() => download.mutate()}
            >
              {download.isPending ? 'Downloading…' : 'Download'}
            </Button>
          </div>
        </div>

        <EventList
          changingId={changingId}
          onUpdate={(event) => setDialog({ kind: 'update', event })}
          onDelete={(event) => setDialog({ kind: 'delete', event })}
          onUndelete={(event) => toggleDeleted.mutate({ event, isDeleted: false })}
          onRegistrations={(event) => setDialog({ kind: 'registrations', event })}
        />
      </Container>

      {dialog?.kind === 'add' && <EventFormDialog onClose={close} />}
      {dialog?.kind === 'update' && (
        <EventFormDialog key={dialog.event.id} event={dialog.event} onClose={close} />
      )}
      {dialog?.kind === 'registrations' && (
        <RegistrationsDialog event={dialog.event} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={EVENT_MESSAGES.deleteConfirm}
          detail={dialog.event.heading}
          isBusy={toggleDeleted.isPending}
          onConfirm={() => toggleDeleted.mutate({ event: dialog.event, isDeleted: true })}
          onCancel={() => {
            if (!toggleDeleted.isPending) close();
          }}
        />
      )}
    </>
  );
}
