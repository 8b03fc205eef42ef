import type { BatchDetail, BatchSession } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { isRefusedToken } from '../../../lib/api-client';
import { joinClassNames } from '../../../lib/class-names';
import { formatIstDayTime } from '../../../lib/ist-dates';
import { toastError, toastSuccess } from '../../../lib/toast';
import { BATCH_KEYS, batchErrorMessage, cancelSession } from '../api';
import { AttendancePanel } from './attendance-panel';
import { SessionForm } from './session-form';

type Editing = { kind: 'add' } | { kind: 'edit'; session: BatchSession } | null;

function LinkCell({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span className="text-ink-500">—</span>;
  return (
    <ExternalLink href={href} className="font-semibold text-brand-700 underline underline-offset-2">
      {label}
    </ExternalLink>
  );
}

export interface SessionsTableProps {
  batch: BatchDetail;
  /** ADMIN, while the batch is not cancelled: add, edit and cancel sessions. */
  canManage: boolean;
  /** ADMIN: mark attendance and import participant lists (SALES reads the marks). */
  canMarkAttendance: boolean;
}

/**
 * The batch's sessions in time order; ADMIN adds, edits and cancels them. Each held or coming
 * session opens its attendance below the table.
 */
export function SessionsTable({ batch, canManage, canMarkAttendance }: SessionsTableProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<BatchSession | null>(null);
  const [attendanceId, setAttendanceId] = useState<string | null>(null);
  const attendanceOf = batch.sessions.find(
    (session) => session.id === attendanceId && session.status !== 'cancelled',
  );

  const cancel = useMutation({
    mutationFn: (session: BatchSession) => cancelSession(session.id),
    onSuccess: (session) => toastSuccess(`${session.title} cancelled.`),
    onError: (error) => {
      if (!isRefusedToken(error)) toastError(batchErrorMessage(error));
    },
    onSettled: async () => {
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
    },
  });

  return (
    <section aria-labelledby="sessions-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-xl font-bold">
          Sessions ({batch.sessions.length})
        </h2>
        {canManage && editing === null && (
          <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
            Add session
          </Button>
        )}
      </div>

      {canManage && editing && (
        <div className="mb-4">
          <SessionForm
            key={editing.kind === 'edit' ? editing.session.id : 'add'}
            batchId={batch.id}
            session={editing.kind === 'edit' ? editing.session : undefined}
            defaultDate={batch.startDate}
            onDone={() => setEditing(null)}
          />
        </div>
      )}

      {batch.sessions.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 bg-white p-6 text-center text-ink-600">
          No sessions yet.
        </p>
      ) : (
        <div
          // relative: the links' visually hidden text is clipped by the scroll box, not the page.
          className="relative overflow-x-auto rounded-card border border-ink-200 bg-white"
          role="region"
          aria-label="Sessions table"
          tabIndex={0}
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Sessions of {batch.name}</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2.5">
                  Date and time (IST)
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Duration
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Title
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Join
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Recording
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Status
                </th>
                <th scope="col" className="px-3 py-2.5">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {batch.sessions.map((session) => {
                const isCancelled = session.status === 'cancelled';
                return (
                  <tr
                    key={session.id}
                    aria-label={session.title}
                    className={joinClassNames(
                      'border-t border-ink-100 align-top',
                      isCancelled ? 'text-ink-500' : undefined,
                    )}
                  >
                    <td
                      className={joinClassNames(
                        'px-3 py-2.5 whitespace-nowrap',
                        isCancelled ? 'line-through' : '',
                      )}
                    >
                      {formatIstDayTime(session.startsAt)}
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap">{session.durationMinutes} min</td>
                    <td
                      className={joinClassNames('px-3 py-2.5', isCancelled ? 'line-through' : '')}
                    >
                      {session.title}
                    </td>
                    <td className="px-3 py-2.5">
                      <LinkCell href={session.joinUrl} label="Join" />
                    </td>
                    <td className="px-3 py-2.5">
                      <LinkCell href={session.recordingUrl} label="Recording" />
                    </td>
                    <td className="px-3 py-2.5">
                      {isCancelled ? (
                        <span className="font-semibold text-error-700">Cancelled</span>
                      ) : (
                        'Scheduled'
                      )}
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap">
                      {!isCancelled && (
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            variant={session.id === attendanceId ? 'primary' : 'secondary'}
                            aria-label={`Attendance for ${session.title}`}
                            aria-expanded={session.id === attendanceId}
                            onClick={() =>
                              setAttendanceId((open) => (open === session.id ? null : session.id))
                            }
                          >
                            Attendance
                          </Button>
                          {canManage && (
                            <>
                              <Button
                                size="sm"
                                variant="secondary"
                                aria-label={`Edit ${session.title}`}
                                onClick={() => setEditing({ kind: 'edit', session })}
                              >
                                Edit
                              </Button>
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={`Cancel ${session.title}`}
                                onClick={() => setCancelling(session)}
                              >
                                Cancel
                              </Button>
                            </>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {attendanceOf && (
        <AttendancePanel
          key={attendanceOf.id}
          batchId={batch.id}
          session={attendanceOf}
          canManage={canMarkAttendance}
          onClose={() => setAttendanceId(null)}
        />
      )}

      {cancelling && (
        <ConfirmDialog
          message="Cancel this session? It stays listed as cancelled."
          detail={`${cancelling.title}, ${formatIstDayTime(cancelling.startsAt)}`}
          isBusy={cancel.isPending}
          onConfirm={() => cancel.mutate(cancelling)}
          onCancel={() => {
            if (!cancel.isPending) setCancelling(null);
          }}
        />
      )}
    </section>
  );
}
