import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { TextField } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatPaise } from '../../../lib/format';
import { describeSubmitError } from '../../../lib/submit-error';
import { recoverySummaryQuery } from '../api';
import { dayFrom, figureRows } from '../recovery-figures';

/**
 * /operations/recovery (issue 27): what the recovery e-mails did in a period: sent and clicked by
 * kind, orders paid by the same learner within 7 days after one, and their revenue. The period
 * lives in the address; without one, the last 30 days.
 */
export function RecoveryPage() {
  const [params, setParams] = useSearchParams();
  const from = dayFrom(params.get('from'));
  const to = dayFrom(params.get('to'));
  const query = useQuery(recoverySummaryQuery({ from, to }));

  function setDay(name: 'from' | 'to', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageTitle page="Checkout recovery" />
      <Container className="py-8 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-h2 font-extrabold">Checkout recovery</h1>
            <p className="mt-1 text-sm text-ink-600">
              Reminders about unpaid carts (to learners who asked for them) and failed-payment
              e-mails: sent, clicked, and the orders paid within 7 days after one.
            </p>
          </div>
          <ButtonLink to="/operations/sales" variant="secondary">
            Back to Sales
          </ButtonLink>
        </div>
        <Card className="mt-6 space-y-6">
          <div className="grid max-w-lg gap-4 sm:grid-cols-2">
            <TextField
              label="From"
              type="date"
              value={from}
              onChange={(event) => setDay('from', event.target.value)}
            />
            <TextField
              label="To"
              type="date"
              value={to}
              onChange={(event) => setDay('to', event.target.value)}
            />
          </div>
          {query.isPending ? (
            <Spinner size="md" label="Loading the figures" />
          ) : query.isError ? (
            <RetryAlert
              message={describeSubmitError(query.error)}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <Figures summary={query.data} />
          )}
        </Card>
      </Container>
    </>
  );
}

function Figures({ summary }: { summary: Parameters<typeof figureRows>[0] }) {
  const { rows, total } = figureRows(summary);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Recovered orders" value={String(summary.recoveredOrders)} />
        <Figure label="Recovered revenue" value={formatPaise(summary.recoveredRevenuePaise)} />
        <Figure label="Unsubscribed" value={String(summary.unsubscribed)} />
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recovery e-mails by kind</caption>
        <thead>
          <tr className="border-b border-ink-200">
            <th scope="col" className="py-2">
              E-mail
            </th>
            <th scope="col" className="py-2 text-right">
              Sent
            </th>
            <th scope="col" className="py-2 text-right">
              Clicked through
            </th>
            <th scope="col" className="py-2 text-right">
              Click rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind} className="border-b border-ink-100">
              <th scope="row" className="py-2 font-medium">
                {row.label}
              </th>
              <td className="py-2 text-right">{row.sent}</td>
              <td className="py-2 text-right">{row.clicks}</td>
              <td className="py-2 text-right">{row.rate}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2">
              All
            </th>
            <td className="py-2 text-right">{total.sent}</td>
            <td className="py-2 text-right">{total.clicks}</td>
            <td className="py-2 text-right">{total.rate}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-control bg-brand-50 p-4">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink-950">{value}</dd>
    </div>
  );
}
