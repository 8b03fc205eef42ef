import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../../test/render-app';
import { PAYMENT_LINK_DONE_TEXT as T } from './payment-link-done-page';

// Where a payment link's payer lands after the pay page (issue 27): public, kept out of search.

const app = setUpApp();

beforeAll(async () => {
  await import('./payment-link-done-page');
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('/payment-link/done', () => {
  it('paid: the receipt and the set-password e-mail, then Log in or My programs', async () => {
    app.renderApp('/payment-link/done?outcome=paid');
    await heading(T.paidTitle);
    expect(screen.getByText(T.paid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fuser-profile',
    );
    expect(screen.getByRole('link', { name: 'My programs' }).getAttribute('href')).toBe(
      '/user-profile',
    );
    expect(robots()).toBe('noindex');
  });

  it('pending: the payment is being confirmed, do not pay again', async () => {
    app.renderApp('/payment-link/done?outcome=pending');
    await heading(T.pendingTitle);
    expect(screen.getByText(/Please don’t pay again/)).toBeTruthy();
    expect(robots()).toBe('noindex');
  });

  it('failed: ask for a new link or request a call back', async () => {
    app.renderApp('/payment-link/done?outcome=failed');
    await heading(T.failedTitle);
    expect(screen.getByText(T.failed)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Request a call back' }).getAttribute('href')).toBe(
      '/request-call',
    );
    expect(robots()).toBe('noindex');
  });

  it('an unknown outcome is taken as not yet known', async () => {
    app.renderApp('/payment-link/done');
    await heading(T.pendingTitle);
  });
});
