import { formatEventDateTime } from '@kaksha/shared';
import type { Event, Registration } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FullScreenDialog } from '../../../components/ui/full-screen-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useNativeDownload } from '../../../lib/native-download';
import { adminErrorMessage, downloadRegistrationsCsv, registrationsQuery } from '../api';

const column = createColumnHelper<Registration>();
/** One array while there is no answer: the table keys its work on the rows' identity. */
const NO_REGISTRATIONS: Registration[] = [];

/** The columns, with times in the event's own time zone. */
function columnsFor(timeZone: string) {
  return [
    column.accessor('name', {
      header: 'Name',
      meta: { className: 'font-medium text-ink-900' },
    }),
    column.accessor('email', { header: 'E-mail', meta: { className: 'break-all' } }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <Badge tone={STATUS_TONES[info.getValue()]}>{info.getValue()}</Badge>,
    }),
    column.accessor('waitlistPosition', {
      header: 'Waitlist position',
      cell: (info) => info.getValue() ?? '—',
    }),
    column.accessor('createdAt', {
      header: 'Registered',
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => (
        <time dateTime={info.getValue()}>{formatEventDateTime(info.getValue(), timeZone)}</time>
      ),
    }),
  ];
}

const STATUS_TONES: Record<Registration['status'], BadgeTone> = {
  confirmed: 'success',
  pending: 'accent',
  waitlisted: 'brand',
  cancelled: 'neutral',
};

export interface RegistrationsDialogProps {
  event: Event;
  onClose: () => void;
}

/** Who registered for one event (internal registration), with a CSV download. */
export function RegistrationsDialog({ event, onClose }: RegistrationsDialogProps) {
  const registrations = useQuery(registrationsQuery(event.id));
  const columns = useMemo(() => columnsFor(event.timeZone), [event.timeZone]);
  const download = useNativeDownload(() => downloadRegistrationsCsv(event.id), adminErrorMessage);
  const seats = event.capacity === null ? 'no seat limit' : `${event.capacity} seats`;

  return (
    <FullScreenDialog
      title="Registrations"
      description={event.heading}
      onClose={onClose}
      footer={
        <Button
          variant="secondary"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Downloading…' : 'Download CSV'}
        </Button>
      }
    >
      <p className="mb-4 text-sm text-ink-600">
        {event.registeredCount} registered, {event.waitlistCount} on the waiting list ({seats}).
        {event.enrollLink && ' This event takes registrations on its own page.'}
      </p>
      <DataTable
        columns={columns}
        data={registrations.data ?? NO_REGISTRATIONS}
        caption={`Registrations for ${event.heading}`}
        getRowId={(registration) => registration.id}
        isLoading={registrations.isPending}
        error={
          registrations.isError ? (
            <RetryAlert
              message={adminErrorMessage(registrations.error)}
              onRetry={() => void registrations.refetch()}
            />
          ) : undefined
        }
        empty="No registrations yet."
      />
    </FullScreenDialog>
  );
}
