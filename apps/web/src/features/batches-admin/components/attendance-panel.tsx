import type { AttendanceMark, AttendanceSheet, BatchSession } from '@kaksha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, FormAlert } from '../../../components/ui/field';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { formatIstDayTime } from '../../../lib/ist-dates';
import { toastSuccess } from '../../../lib/toast';
import { BATCH_KEYS, attendanceSheetQuery, batchErrorMessage, saveAttendance } from '../api';
import { ParticipantsImport } from './participants-import';

const markText = (mark: AttendanceMark) =>
  mark.present === null ? 'Not marked' : mark.present ? 'Present' : 'Absent';

/** SALES: who was marked present or absent, as words. */
function ReadOnlySheet({ learners }: { learners: AttendanceMark[] }) {
  return (
    <ul aria-label="Attendance" className="divide-y divide-ink-100">
      {learners.map((mark) => (
        <li key={mark.userId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <span className="min-w-0">
            <span className="block font-medium text-ink-900">{mark.name}</span>
            <span className="block text-sm break-all text-ink-600">{mark.email}</span>
          </span>
          <span className={mark.present ? 'font-semibold text-success-700' : 'text-ink-700'}>
            {markText(mark)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * ADMIN: a checkbox per learner, Save sends what differs from what is stored (an unmarked learner
 * is saved too, as the box shows them). Changes not yet saved survive an import, which refreshes
 * the stored marks underneath.
 */
function SheetEditor({ sheet, batchId }: { sheet: AttendanceSheet; batchId: string }) {
  const queryClient = useQueryClient();
  const [changes, setChanges] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [failure, setFailure] = useState<string>();
  const shown = (mark: AttendanceMark) => changes.get(mark.userId) ?? mark.present ?? false;
  const toSave = sheet.learners.filter((mark) => shown(mark) !== mark.present);
  const presentCount = sheet.learners.filter(shown).length;

  const save = useMutation({
    mutationFn: () =>
      saveAttendance(
        sheet.sessionId,
        toSave.map((mark) => ({ userId: mark.userId, present: shown(mark) })),
      ),
    onMutate: () => setFailure(undefined),
    onSuccess: async (saved) => {
      queryClient.setQueryData<AttendanceSheet>(BATCH_KEYS.attendance(sheet.sessionId), {
        ...sheet,
        learners: sheet.learners.map((mark) => {
          const present = changes.get(mark.userId) ?? mark.present ?? false;
          return present === mark.present ? mark : { ...mark, present, source: 'manual' };
        }),
      });
      setChanges(new Map());
      toastSuccess(`Attendance saved: ${saved.present} present, ${saved.absent} absent.`);
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.roster(batchId) });
    },
    onError: (error) => {
      if (!isRefusedToken(error)) setFailure(batchErrorMessage(error));
    },
  });

  const setAll = (present: boolean) =>
    setChanges(new Map(sheet.learners.map((mark) => [mark.userId, present])));
  const toggle = (userId: string, present: boolean) =>
    setChanges((current) => new Map(current).set(userId, present));

  return (
    <form
      noValidate
      aria-label="Attendance"
      aria-busy={save.isPending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <FormAlert message={failure} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700" aria-live="polite">
          {presentCount} of {sheet.learners.length} present
          {toSave.length > 0 && (
            <span className="text-ink-500">
              {' '}
              ({toSave.length} {toSave.length === 1 ? 'mark' : 'marks'} to save)
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onClick={() => setAll(true)}>
            All present
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAll(false)}>
            All absent
          </Button>
        </div>
      </div>
      <fieldset>
        <legend className="sr-only">Present at this session</legend>
        <ul className="max-h-[60vh] divide-y divide-ink-100 overflow-y-auto">
          {sheet.learners.map((mark) => (
            <li key={mark.userId} className="py-2">
              <CheckboxField
                checked={shown(mark)}
                onChange={(event) => toggle(mark.userId, event.target.checked)}
                label={
                  <>
                    <span className="block font-medium text-ink-900">{mark.name}</span>
                    <span className="block break-all text-ink-600">
                      {mark.email}
                      {mark.present === null ? (
                        <span className="text-ink-500"> (not marked yet)</span>
                      ) : mark.source === 'import' ? (
                        <span className="text-ink-500"> (from a participant list)</span>
                      ) : null}
                    </span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={save.isPending || toSave.length === 0} className="min-w-36">
          {save.isPending ? <Spinner size="sm" tone="current" label="Saving" /> : 'Save attendance'}
        </Button>
      </div>
    </form>
  );
}

export interface AttendancePanelProps {
  batchId: string;
  session: BatchSession;
  canManage: boolean;
  onClose: () => void;
}

/**
 * One session's attendance, below the sessions table: SALES reads it; ADMIN ticks learners
 * present or absent and saves, or imports a meeting tool's participant list.
 */
export function AttendancePanel({ batchId, session, canManage, onClose }: AttendancePanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sheet = useQuery(attendanceSheetQuery(session.id));

  // Opened from a row's button: the keyboard lands on the panel it opened.
  useEffect(() => {
    headingRef.current?.focus();
  }, [session.id]);

  let content;
  if (sheet.isPending) {
    content = (
      <div className="flex justify-center py-8">
        <Spinner size="md" label="Loading attendance" />
      </div>
    );
  } else if (sheet.isError) {
    content = (
      <RetryAlert message={batchErrorMessage(sheet.error)} onRetry={() => void sheet.refetch()} />
    );
  } else if (sheet.data.learners.length === 0) {
    content = <p className="text-ink-600">No learners in this batch yet.</p>;
  } else if (canManage) {
    content = <SheetEditor sheet={sheet.data} batchId={batchId} />;
  } else {
    content = <ReadOnlySheet learners={sheet.data.learners} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-card border border-ink-200 bg-white p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold break-words outline-none"
          >
            Attendance: {session.title}
          </h3>
          <p className="text-sm text-ink-600">{formatIstDayTime(session.startsAt)}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close attendance
        </Button>
      </div>
      {content}
      {canManage && <ParticipantsImport sessionId={session.id} batchId={batchId} />}
    </section>
  );
}
