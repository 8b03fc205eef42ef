import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopServer } from '../../../test/fake-shop-server';
import { setUpFakeApiServer } from '../../../test/fake-api-server';
// Type-only: the component loads after the API base points at the test server.
import type * as MyProgramsModule from './my-programs';

let MyPrograms: typeof MyProgramsModule.MyPrograms;

const fake = setUpFakeApiServer(startFakeShopServer, (shop) => {
  localStorage.setItem('access-token', shop.token);
});

beforeAll(async () => {
  ({ MyPrograms } = await import('./my-programs'));
});

function renderMyPrograms() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <MyPrograms /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ORDER = {
  id: '6f1c0f1e-0000-4000-8000-000000000001',
  providerOrderId: 'order_SBX123',
  amount: 7648,
  listTotal: 9998,
  couponCode: 'SAVE10',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:02:00.000Z',
  items: [
    { courseId: 'webmonk', name: 'Webmonk', price: 3149 },
    { courseId: 'iot', name: 'IOT', price: 4499 },
  ],
  refunds: [],
};

describe('MyPrograms', () => {
  it('lists the enrolled programs and the paid orders as receipts', async () => {
    fake.server.enrolments = {
      programs: [
        {
          courseId: 'webmonk',
          name: 'Webmonk',
          image: '',
          enrolledAt: ORDER.paidAt,
          orderId: ORDER.id,
        },
        { courseId: 'iot', name: 'IOT', image: '', enrolledAt: ORDER.paidAt, orderId: ORDER.id },
      ],
      orders: [
        { ...ORDER, status: 'paid' },
        // An abandoned checkout is not a receipt.
        {
          ...ORDER,
          id: 'abandoned',
          providerOrderId: 'order_OPEN',
          status: 'attempted',
          paidAt: null,
        },
      ],
    };
    renderMyPrograms();
    const programs = within(await screen.findByRole('list', { name: 'Enrolled programs' }));
    expect(programs.getByRole('heading', { name: 'Webmonk' })).toBeTruthy();
    expect(programs.getByRole('heading', { name: 'IOT' })).toBeTruthy();
    expect(programs.getAllByText('Enrolled 1 Mar 2026')).toHaveLength(2);

    const receipts = within(screen.getByRole('list', { name: 'Receipts' }));
    expect(receipts.getAllByRole('listitem')).toHaveLength(1);
    expect(receipts.getByText('order_SBX123')).toBeTruthy();
    expect(receipts.getByText('Rs 7648.00')).toBeTruthy();
    expect(receipts.getByText('SAVE10')).toBeTruthy();
    expect(receipts.getByText('Webmonk, IOT')).toBeTruthy();
    expect(receipts.queryByText('order_OPEN')).toBeNull();
    expect(fake.server.find('GET', '/v1.5/users/me/enrolments')[0]?.authorization).toBe(
      `Bearer ${fake.server.token}`,
    );
  });

  it('shows a refund for a program the learner already owned on its receipt', async () => {
    fake.server.enrolments = {
      programs: [
        { courseId: 'iot', name: 'IOT', image: '', enrolledAt: ORDER.paidAt, orderId: 'first' },
      ],
      orders: [
        {
          ...ORDER,
          id: 'second',
          providerOrderId: 'order_TWICE',
          status: 'paid',
          amount: 4499,
          items: [{ courseId: 'iot', name: 'IOT', price: 4499 }],
          refunds: [
            {
              id: 'r1',
              amount: 4499,
              courseIds: ['iot'],
              reason: 'already_enrolled',
              status: 'processed',
              createdAt: ORDER.paidAt,
              processedAt: ORDER.paidAt,
            },
          ],
        },
      ],
    };
    renderMyPrograms();
    const receipts = within(await screen.findByRole('list', { name: 'Receipts' }));
    expect(receipts.getByText('Refunded', { selector: 'span' })).toBeTruthy();
    const note = receipts.getByText(/which you already owned/);
    expect(note.textContent).toBe('Refunded Rs 4499.00 for IOT, which you already owned.');
  });

  it('says so when there is nothing yet', async () => {
    renderMyPrograms();
    expect(await screen.findByText("You haven't enrolled in a program yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore programs' }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(screen.queryByRole('list', { name: 'Receipts' })).toBeNull();
  });

  it('shows an error with a retry that loads them', async () => {
    fake.server.failNext('/v1.5/users/me/enrolments', 500);
    renderMyPrograms();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your programs.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't enrolled in a program yet.")).toBeTruthy();
  });
});
