import { GST_RETURN_TABLES } from '@kaksha/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useNativeDownload } from '../../../lib/native-download';
import { downloadGstReturn, invoiceErrorMessage } from '../api';
import { GST_TABLE_DESCRIPTIONS, formatMonth } from '../invoice-filters';

export interface GstReturnPackProps {
  /** The months offered, newest first ("2026-11"). */
  months: readonly string[];
  /** The month chosen at first: the last one closed, whose return is due next. */
  initialMonth: string;
}

/** The month's GSTR-1 tables for the accountant, each a ticketed CSV download. */
export function GstReturnPack({ months, initialMonth }: GstReturnPackProps) {
  const [month, setMonth] = useState(initialMonth);
  const pack = useNativeDownload(downloadGstReturn, invoiceErrorMessage);
  const pending = pack.isPending ? pack.variables?.table : undefined;

  return (
    <Card className="mb-8">
      <h2 id="gst-return-pack" className="text-lg font-bold">
        GST return pack
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        The month’s GSTR-1 tables as the GST offline tool reads them (months in IST).
      </p>
      <SelectField
        label="Return month"
        className="mt-3 max-w-xs"
        options={months.map((value) => ({ value, label: formatMonth(value) }))}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <ul aria-labelledby="gst-return-pack" className="grid gap-3 sm:grid-cols-2">
        {GST_RETURN_TABLES.map((table) => (
          <li key={table} className="flex items-center gap-3">
            <Button
              size="sm"
              variant="secondary"
              className="min-w-24 shrink-0 font-mono"
              aria-label={`Download ${table}.csv for ${formatMonth(month)}`}
              aria-busy={pending === table || undefined}
              disabled={pack.isPending}
              onClick={() => pack.mutate({ month, table })}
            >
              {pending === table ? (
                <Spinner size="sm" tone="current" label="Preparing the download" />
              ) : (
                `${table}.csv`
              )}
            </Button>
            <span className="text-sm text-ink-700">{GST_TABLE_DESCRIPTIONS[table]}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
