import { formatEventDateTime } from '@kaksha/shared';
import type { Event, Registration } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../../components/ui/badge';
import type { BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/field';
import { FullScreenDialog } from '../../../../components/ui/full-screen-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { downloadRegistrationsCsv, registrationsQuery } from '../../events/events-admin-api';
import { slugForFileName } from '../../events/save-file';
import { adminErrorMessage } from './admin-error-message';
import { useDownload } from './use-download';

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
  const fallbackName = `${event.uniqueNameForUrl || slugForFileName(event.heading)}-registrations.csv`;
  const download = useDownload(() => downloadRegistrationsCsv(event.id), fallbackName);
  const list = registrations.data ?? [];
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
          onClick={download.start}
        >
          {download.isPending ? 'Downloading…' : 'Download CSV'}
        </Button>
      }
    >
      <p className="mb-4 text-sm text-ink-600">
        {event.registeredCount} registered, {event.waitlistCount} on the waiting list ({seats}).
        {event.enrollLink && ' This event takes registrations on its own page.'}
      </p>
      {registrations.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="md" label="Loading registrations" />
        </div>
      ) : registrations.isError ? (
        <div className="space-y-3">
          <FormAlert message={adminErrorMessage(registrations.error)} />
          <Button variant="secondary" onClick={() => void registrations.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 bg-white p-8 text-center text-ink-600">
          No registrations yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Registrations for {event.heading}</caption>
            <thead className="bg-ink-50 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Waitlist position
                </th>
                <th scope="col" className="px-4 py-3">
                  Registered
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {list.map((registration) => (
                <tr key={registration.id}>
                  <td className="px-4 py-3 font-medium text-ink-900">{registration.name}</td>
                  <td className="px-4 py-3 break-all">{registration.email}</td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[registration.status]}>{registration.status}</Badge>
                  </td>
                  <td className="px-4 py-3">{registration.waitlistPosition ?? '—'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={registration.createdAt}>
                      {formatEventDateTime(registration.createdAt, event.timeZone)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FullScreenDialog>
  );
}
