import {
  ATTENDANCE_IMPORT_MAX_BYTES,
  ATTENDANCE_IMPORT_MESSAGES,
  type AttendanceImportResult,
  type AttendanceImportRow,
  type ImportRowStatus,
} from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { BATCH_KEYS, batchErrorMessage, importParticipants } from '../api';

const STATUS: Record<ImportRowStatus, { label: string; tone: BadgeTone }> = {
  present: { label: 'Marked present', tone: 'success' },
  not_in_batch: { label: 'Not in this batch', tone: 'accent' },
  no_email: { label: 'No e-mail', tone: 'error' },
  duplicate: { label: 'Duplicate', tone: 'neutral' },
};

const column = createColumnHelper<AttendanceImportRow>();
const COLUMNS = [
  column.accessor('line', { header: 'Line', meta: { className: 'tabular-nums' } }),
  column.accessor('email', {
    header: 'E-mail',
    // Wide enough to read an address whole; the table scrolls sideways on a phone.
    cell: (info) => <span className="block min-w-52 break-all">{info.getValue() || '—'}</span>,
  }),
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="block min-w-32">{info.getValue() ?? '—'}</span>,
  }),
  column.accessor('minutes', {
    header: 'Minutes',
    meta: { className: 'tabular-nums whitespace-nowrap' },
    cell: (info) => info.getValue() ?? '—',
  }),
  column.accessor('status', {
    header: 'Result',
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => (
      <Badge tone={STATUS[info.getValue()].tone}>{STATUS[info.getValue()].label}</Badge>
    ),
  }),
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Marked 2 learners present. 6 rows: …": the report's summary in words. */
export function importSummary({ imported, summary }: AttendanceImportResult): string[] {
  const parts = [
    `${summary.present} present`,
    summary.notInBatch && `${summary.notInBatch} not in this batch`,
    summary.noEmail && `${summary.noEmail} without an e-mail`,
    summary.duplicate && plural(summary.duplicate, 'duplicate', 'duplicates'),
  ].filter(Boolean);
  return [
    `Marked ${plural(imported, 'learner', 'learners')} present.`,
    `${plural(summary.rows, 'row', 'rows')} read: ${parts.join(', ')}.`,
    ...(summary.learnersNotInFile
      ? [
          `${plural(summary.learnersNotInFile, 'learner', 'learners')} of the batch ${summary.learnersNotInFile === 1 ? 'is' : 'are'} not in the file; their attendance is unchanged.`,
        ]
      : []),
  ];
}

/**
 * ADMIN: a meeting tool's participant list (CSV) for the session. The server matches it to the
 * batch by e-mail, marks those learners present and reports every row; nobody is marked absent.
 */
export function ParticipantsImport({ sessionId, batchId }: { sessionId: string; batchId: string }) {
  const inputId = useId();
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string>();

  const upload = useMutation({
    mutationFn: (chosen: File) => importParticipants(sessionId, chosen),
    onMutate: () => setFailure(undefined),
    onSuccess: async (report) => {
      toastSuccess(`Marked ${plural(report.imported, 'learner', 'learners')} present.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BATCH_KEYS.attendance(sessionId) }),
        queryClient.invalidateQueries({ queryKey: BATCH_KEYS.roster(batchId) }),
      ]);
    },
    onError: (error) => {
      if (!isRefusedToken(error)) setFailure(batchErrorMessage(error));
    },
  });

  const start = () => {
    if (!file) {
      setFailure('Choose the participant list (a CSV file) first.');
      inputRef.current?.focus();
      return;
    }
    // What the server would refuse anyway, said without sending the file.
    if (file.size === 0) setFailure(ATTENDANCE_IMPORT_MESSAGES.empty);
    else if (file.size > ATTENDANCE_IMPORT_MAX_BYTES)
      setFailure(ATTENDANCE_IMPORT_MESSAGES.tooLarge);
    else upload.mutate(file);
  };

  const report = upload.data;
  return (
    <div className="mt-6 border-t border-ink-200 pt-4" aria-busy={upload.isPending || undefined}>
      <h4 className="mb-2 font-bold">Import participants CSV</h4>
      <FormAlert message={failure} />
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
        Participants CSV
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={helpId}
          onChange={(event) => {
            setFailure(undefined);
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
          className="block w-full min-w-0 text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={upload.isPending}
          onClick={start}
          className="shrink-0"
        >
          {upload.isPending ? (
            <Spinner size="sm" tone="current" label="Importing" />
          ) : (
            'Import participants'
          )}
        </Button>
      </div>
      <p id={helpId} className="mt-2 text-xs text-ink-600">
        The participant list exported from Zoom, Google Meet or Teams (CSV, up to 1 MB), with an
        e-mail column. Learners are matched by e-mail and marked present; nobody is marked absent.
      </p>

      {report && (
        <div className="mt-4">
          <div
            role="status"
            aria-label="Import summary"
            className="mb-3 space-y-1 text-sm text-ink-800"
          >
            {importSummary(report).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          <DataTable
            columns={COLUMNS}
            data={report.rows}
            caption="Import report"
            getRowId={(row) => String(row.line)}
            maxHeight="50vh"
          />
        </div>
      )}
    </div>
  );
}
