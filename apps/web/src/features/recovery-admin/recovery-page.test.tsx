import { recoverySummarySchema } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import {
  askApi,
  createLearner,
  createStaff,
  eventually,
  openOrder,
  reportPaymentFailure,
  tokenOf,
} from '../../test/seed';

// The sales console's recovery view against the real API: a learner's failed payment sends its
// e-mail, and SALES sees it counted.

const app = setUpApp();

beforeAll(async () => {
  await import('./routes/recovery-page');
});

describe('/operations/recovery', () => {
  it('shows the figures the API counts, for the period in the address', async () => {
    const learner = await createLearner();
    const order = await openOrder(learner, ['webmonk']);
    await reportPaymentFailure(learner, order.orderId, 'Card declined by the bank');
    const sales = await createStaff('SALES');
    const token = await tokenOf(sales);
    const summary = await eventually(
      async () => recoverySummarySchema.parse(await askApi('/v1.5/recovery/summary', { token })),
      (s) => s.sent.failed_payment > 0,
    );
    await signInAs(sales);
    const { router } = app.renderApp('/operations/recovery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout recovery' }),
    ).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Failed payment/ });
    await waitFor(() =>
      expect(within(row).getAllByRole('cell')[0]?.textContent).toBe(
        String(summary.sent.failed_payment),
      ),
    );
    expect(screen.getByText('Recovered revenue')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2020-01-01'));
    await waitFor(() =>
      expect(
        app.network.requests.some(
          (r) => r.path === '/v1.5/recovery/summary' && r.search === '?from=2020-01-01',
        ),
      ).toBe(true),
    );
  });

  it('is linked from the sales console', async () => {
    await signInAs(await createStaff('SALES'));
    app.renderApp('/operations/sales');
    const link = await screen.findByRole('link', { name: 'Recovery' });
    expect(link.getAttribute('href')).toBe('/operations/recovery');
  });
});
