import { COUPON_MESSAGES } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { staffErrorMessage } from '../../../lib/staff-error';
import { COUPON_KEYS, importCoupons } from '../api';
import { toastCouponError, toastCouponSuccess } from '../coupon-toast';
import { describeRowError, parseCouponCsv } from '../csv-import';
import { ProcessingOverlay } from './processing-overlay';

type Selection =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'ready'; fileName: string; rows: Record<string, unknown>[] }
  | { kind: 'unreadable'; message: string };

/**
 * Bulk import from a CSV file: read and shaped in the browser, checked row by row by the server,
 * all or nothing. A refusal lists each bad row by its line in the file.
 */
export function BulkImportDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const helpId = useId();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>({ kind: 'none' });
  const [report, setReport] = useState<string[]>([]);

  const upload = useMutation({
    mutationFn: importCoupons,
    onMutate: () => setReport([]),
    onSuccess: async () => {
      toastCouponSuccess(COUPON_MESSAGES.bulkSuccess);
      onClose();
      await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    },
    onError: (error) => {
      toastCouponError(COUPON_MESSAGES.bulkFailed);
      if (isApiError(error) && error.details.length > 0) {
        setReport(
          error.details.map((detail) =>
            detail.index === undefined
              ? detail.message
              : describeRowError({ ...detail, index: detail.index }),
          ),
        );
      } else {
        setReport([staffErrorMessage(error, COUPON_MESSAGES.bulkFailed)]);
      }
    },
  });

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport([]);
    if (!file) {
      setSelection({ kind: 'none' });
      return;
    }
    setSelection({ kind: 'reading' });
    const parsed = await parseCouponCsv(await file.text());
    setSelection(
      parsed.ok
        ? { kind: 'ready', fileName: file.name, rows: parsed.rows }
        : { kind: 'unreadable', message: parsed.message },
    );
  };

  const close = () => {
    if (!upload.isPending) onClose();
  };
  const rows = selection.kind === 'ready' ? selection.rows : [];

  return (
    <Modal title="Bulk import coupons" isTitleVisible onClose={close}>
      <div aria-busy={upload.isPending || undefined}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={helpId}
          data-autofocus
          onChange={(event) => void onFileChange(event)}
          className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={helpId} className="mt-2 text-xs text-ink-600">
          A header row, then one coupon per line: couponCode, type, percentage, and optionally
          validFrom, validTo (IST), maxUses, perUserLimit, minOrderValue (₹). Up to 500 rows.
        </p>

        <div className="mt-4" aria-live="polite">
          {selection.kind === 'reading' && (
            <p className="text-sm text-ink-600">Reading the file…</p>
          )}
          {selection.kind === 'ready' && (
            <p className="text-sm text-ink-800">
              <strong>{rows.length}</strong> {rows.length === 1 ? 'coupon' : 'coupons'} ready to
              import from {selection.fileName}.
            </p>
          )}
        </div>
        {selection.kind === 'unreadable' && <FormAlert message={selection.message} />}

        {report.length > 0 && (
          <div
            role="alert"
            className="mt-4 rounded-control border border-error-100 bg-error-50 p-3"
          >
            <p className="text-sm font-semibold text-error-700">
              Nothing was added. Fix these rows and import again:
            </p>
            <ul
              aria-label="Import problems"
              className="mt-2 max-h-56 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-error-700"
            >
              {report.map((line, index) => (
                <li key={`${index}:${line}`}>{line}</li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={rows.length === 0 || upload.isPending}
            onClick={() => upload.mutate(rows)}
          >
            Import
          </Button>
        </div>
      </div>
      {upload.isPending && <ProcessingOverlay label="Importing coupons" />}
    </Modal>
  );
}
