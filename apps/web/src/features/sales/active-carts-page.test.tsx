import { EXPORT_TICKET_PATH, SALES_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { addToServerCart, createLearner, createStaff, listCourses } from '../../test/seed';
import { formatInr } from './format-sales';
import { findResultRows, findToast } from './test/sales-helpers';

const app = setUpApp();
const PAGE = '/operations/active-carts';

beforeAll(async () => {
  await import('./routes/active-carts-page');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/operations/active-carts', () => {
  it('lists carts with unpaid programs and downloads every active cart natively', async () => {
    const learner = await createLearner({ name: 'Kiran Cart' });
    const [course] = await listCourses();
    await addToServerCart(learner, course!.id);
    await signInAs(await createStaff('SALES', 'Sana Sales'));
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });

    app.renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Active carts' })).toBeTruthy();
    expect(document.title).toBe('Kaksha | Active carts');
    const rows = await findResultRows('Active carts');
    const mine = rows.find((row) => within(row).queryByText(learner.email));
    expect(mine).toBeTruthy();
    const cart = within(mine!);
    expect(cart.getByText(course!.name)).toBeTruthy();
    expect(cart.getByText('No')).toBeTruthy();
    expect(cart.getAllByText(formatInr(course!.price)).length).toBeGreaterThan(0);
    const [list] = app.network.find('GET', '/v1.5/cart/get-all');
    expect(new URLSearchParams(list?.search).get('status')).toBe('active');

    fireEvent.click(screen.getByRole('button', { name: 'Download active carts' }));
    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({
      path: '/v1.5/cart/export.csv?status=active',
    });
    expect(followed).toHaveLength(1);
    expect(followed[0]).toMatch(/^\/api\/v1\.5\/cart\/export\.csv\?status=active&ticket=/);

    expect(screen.getByRole('link', { name: 'Back to Sales' }).getAttribute('href')).toBe(
      '/operations/sales',
    );
  });

  it('is a staff page: an EVENTS account gets the 403 page', async () => {
    await signInAs(await createStaff('EVENTS', 'Esha Events'));
    app.renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for Kaksha staff' }),
    ).toBeTruthy();
    expect(app.network.count('GET', '/v1.5/cart/get-all')).toBe(0);
  });
});
