import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { enrolmentsQuery } from '../api';
import { OrderCard } from '../components/order-card';
import { sortNewestFirst } from '../order-view';

/**
 * /orders (issue 26): every order the learner placed, newest first, with its state, amount, GST
 * tax invoice, credit notes and refund request. Signed-in learners only (behind RequireSession).
 */
export function OrdersPage() {
  const query = useQuery(enrolmentsQuery());
  return (
    <>
      <PageTitle page="Orders and invoices" />
      <div className="border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
        <Container className="py-10 sm:py-12">
          <h1 className="text-h2 font-extrabold sm:text-h1">Orders and invoices</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-600">
            Every order you placed, with its GST tax invoice and any credit notes. Prices include
            18% GST; dates are in India Standard Time (IST).
          </p>
        </Container>
      </div>
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          {query.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner size="md" label="Loading your orders" />
            </div>
          ) : query.isError ? (
            <Card role="alert" className="border-error-100 bg-error-50 text-error-700">
              <p className="font-semibold">We couldn't load your orders.</p>
              <p className="mt-1 text-sm text-ink-600">Check your connection and try again.</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
            </Card>
          ) : query.data.orders.length === 0 ? (
            <Card className="text-center">
              <p className="font-semibold text-ink-900">You haven't placed an order yet.</p>
              <p className="mt-1 text-sm text-ink-600">
                Your orders and their tax invoices will show here.
              </p>
              <ButtonLink to="/programs" variant="primary" size="sm" className="mt-4">
                Explore programs
              </ButtonLink>
            </Card>
          ) : (
            <ul aria-label="Orders" className="space-y-4">
              {sortNewestFirst(query.data.orders).map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </>
  );
}
