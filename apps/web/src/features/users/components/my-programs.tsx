import { useQuery } from '@tanstack/react-query';
import type { Enrolments, ScheduleSession } from '@kaksha/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { nextChangeAfter } from '../../../lib/live-sessions';
import { scheduleQuery } from '../../../lib/schedule';
import { useNow } from '../../../lib/use-now';
import { ProgramThumbnail } from '../../../components/ui/program-thumbnail';
import { enrolmentsQuery } from '../api';
import { ProgramRefund } from './program-refund';
import { ProgramSessions } from './program-sessions';
import type { ScheduleState } from './program-sessions';

type Order = Enrolments['orders'][number];

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

function formatDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

const NO_SESSIONS: readonly ScheduleSession[] = [];

/**
 * "My programs": the learner's enrolled programs, each with its batch, next live session (and
 * Join when it is open) and recordings, and the order receipts (GET /users/me/enrolments and
 * /users/me/schedule).
 */
export function MyPrograms() {
  const query = useQuery(enrolmentsQuery());
  const schedule = useQuery(scheduleQuery());
  const sessions = schedule.data?.sessions ?? NO_SESSIONS;
  // Moves on by itself, so Join appears 15 minutes before a session without a reload.
  const now = useNow((at) => nextChangeAfter(sessions, at));
  const scheduleState: ScheduleState = schedule.isPending
    ? { status: 'loading' }
    : schedule.isError
      ? { status: 'error' }
      : { status: 'ready', sessions, now };

  return (
    <section aria-labelledby="my-programs-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-programs-heading" className="text-h3 font-extrabold">
          My programs
        </h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/my-schedule" variant="secondary" size="sm">
            My schedule
          </ButtonLink>
          <ButtonLink to="/orders" variant="secondary" size="sm">
            Orders and invoices
          </ButtonLink>
        </div>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="md" label="Loading your programs" />
        </div>
      ) : query.isError ? (
        <Card role="alert" className="border-error-100 bg-error-50 text-error-700">
          <p className="font-semibold">We couldn't load your programs.</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </Card>
      ) : (
        <EnrolmentsView
          enrolments={query.data}
          schedule={scheduleState}
          onRetrySchedule={() => void schedule.refetch()}
        />
      )}
    </section>
  );
}

function EnrolmentsView({
  enrolments,
  schedule,
  onRetrySchedule,
}: {
  enrolments: Enrolments;
  schedule: ScheduleState;
  onRetrySchedule: () => void;
}) {
  const { programs } = enrolments;
  const ordersById = new Map(enrolments.orders.map((order) => [order.id, order]));
  // Receipts are for paid orders; an abandoned checkout also leaves an order, not worth listing.
  const receipts = enrolments.orders.filter((order) => order.status === 'paid');
  return (
    <>
      {programs.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold text-ink-900">You haven't enrolled in a program yet.</p>
          <ButtonLink to="/programs" variant="primary" size="sm" className="mt-4">
            Explore programs
          </ButtonLink>
        </Card>
      ) : (
        <>
          {schedule.status === 'error' && (
            <Card role="alert" padding="none" className="border-error-100 bg-error-50 p-4">
              <p className="text-sm font-semibold text-error-700">
                We couldn't load your live sessions.
              </p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={onRetrySchedule}>
                Try again
              </Button>
            </Card>
          )}
          <ul aria-label="Enrolled programs" className="space-y-4">
            {programs.map((program) => (
              <li key={program.courseId}>
                <Card as="article" aria-label={program.name} className="space-y-4">
                  <div className="flex items-center gap-4">
                    <ProgramThumbnail
                      name={program.name}
                      image={program.image}
                      className="size-16 shrink-0"
                    />
                    <div className="min-w-0">
                      <h3 className="font-bold text-ink-950">{program.name}</h3>
                      <p className="text-sm text-ink-600">
                        Enrolled {formatDate(program.enrolledAt)}
                      </p>
                    </div>
                  </div>
                  <ProgramSessions
                    batchId={program.batchId}
                    batchName={program.batchName}
                    schedule={schedule}
                  />
                  <ProgramRefund order={ordersById.get(program.orderId)} />
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      {receipts.length > 0 && <OrderReceipts orders={receipts} />}
    </>
  );
}

const namesOf = (order: Order, courseIds: readonly string[]) =>
  order.items
    .filter((item) => courseIds.includes(item.courseId))
    .map((item) => item.name)
    .join(', ');

const isFullyRefunded = (order: Order) =>
  order.refunds.reduce((sum, refund) => sum + refund.amount, 0) >= order.amount && order.amount > 0;

function OrderReceipts({ orders }: { orders: readonly Order[] }) {
  return (
    <div>
      <h3 className="text-lg font-bold">Receipts</h3>
      <ul aria-label="Receipts" className="mt-3 space-y-3">
        {orders.map((order) => (
          <li key={order.id}>
            <Card padding="none" className="p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm text-ink-600">
                    Order{' '}
                    <span className="font-mono font-semibold break-all text-ink-900">
                      {order.providerOrderId ?? order.id}
                    </span>
                  </p>
                  <p className="text-sm text-ink-600">
                    {formatDate(order.paidAt ?? order.createdAt)}
                  </p>
                </div>
                <Badge tone="success">{isFullyRefunded(order) ? 'Refunded' : 'Paid'}</Badge>
              </div>
              <p className="mt-2 text-sm text-ink-800">
                {order.items.map((item) => item.name).join(', ')}
              </p>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-ink-600">Amount</dt>
                  <dd className="font-semibold text-ink-950 tabular-nums">
                    {formatRupees(order.amount)}
                  </dd>
                </div>
                {order.couponCode && (
                  <div className="flex gap-1.5">
                    <dt className="text-ink-600">Coupon</dt>
                    <dd className="font-mono font-semibold text-ink-900">{order.couponCode}</dd>
                  </div>
                )}
              </dl>
              {order.refunds.map((refund) => (
                <p
                  key={refund.id}
                  className="mt-3 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-800"
                >
                  {refund.status === 'processed' ? 'Refunded' : 'Refund on its way:'}{' '}
                  <span className="font-semibold tabular-nums">{formatRupees(refund.amount)}</span>{' '}
                  for {namesOf(order, refund.courseIds)}
                  {/* A refund the learner asked for is not a second payment given back. */}
                  {refund.reason === 'already_enrolled'
                    ? ', which you already owned.'
                    : refund.reason === 'batch_full'
                      ? ', because its batch filled before your payment arrived.'
                      : ', as you asked.'}
                </p>
              ))}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
