import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { useNativeDownload } from '../../../lib/native-download';
import {
  auditErrorMessage,
  auditPagesQuery,
  downloadAuditCsv,
  NO_AUDIT_FILTERS,
  pageSizeFrom,
} from '../api';
import type { AuditFilters } from '../api';
import { AuditFilterForm } from '../components/audit-filter-form';
import { AuditResults } from '../components/audit-results';

/**
 * /operations/audit (ADMIN): every staff write, newest first, with who, what and the record
 * before and after. Filters run on the server; "Load more" follows its cursor; the CSV is the
 * whole filtered log, streamed by the server to a native download. `?limit=` sets the page size.
 */
export function AuditPage() {
  const [searchParams] = useSearchParams();
  const limit = pageSizeFrom(searchParams.get('limit'));
  // `run` counts the presses of Apply, so applying the same filters again reads the log afresh.
  const [search, setSearch] = useState({ filters: NO_AUDIT_FILTERS, run: 0 });
  const query = useInfiniteQuery(auditPagesQuery(search.filters, limit, search.run));

  const download = useNativeDownload(
    (filters: AuditFilters) => downloadAuditCsv(filters),
    auditErrorMessage,
  );

  return (
    <>
      <PageTitle page="Audit log" />
      <Container className="py-8 sm:py-12">
        <div className="mb-8 max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            Operations
          </p>
          <h1 className="mt-1 text-h2 font-extrabold">Audit log</h1>
          <p className="mt-2 text-ink-600">
            Every change staff made: coupons, events, roles, profiles and refunds, with the record
            before and after. Entries are never edited or removed.
          </p>
        </div>
        <div className="space-y-6">
          <AuditFilterForm
            isDownloading={download.isPending}
            onApply={(filters) => setSearch((current) => ({ filters, run: current.run + 1 }))}
            onDownload={(filters) => download.mutate(filters)}
          />
          <AuditResults query={query} />
        </div>
      </Container>
    </>
  );
}
