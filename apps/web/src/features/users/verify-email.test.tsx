import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { linkTokenSentTo } from '../../test/outbox';
import { createLearner } from '../../test/seed';

const app = setUpApp();

describe('e-mail verification', () => {
  it('the profile shows an unverified banner whose Resend sends a new link', async () => {
    const learner = await createLearner();
    await signInAs(learner);
    app.renderApp('/user-profile');
    const banner = await screen.findByRole('region', { name: 'E-mail not verified' });
    expect(within(banner).getByText(/We sent a link to/).textContent).toContain(learner.email);
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(
      await within(banner).findByText('We have e-mailed you a new verification link.'),
    ).toBeTruthy();
    // The sign-up link and the new one.
    await linkTokenSentTo(learner.email, 'verify-email', 2);
  });

  it('/verify-email opens the link once, and the banner is gone', async () => {
    const learner = await createLearner();
    const token = await linkTokenSentTo(learner.email, 'verify-email');
    app.renderApp(`/verify-email#token=${token}`);
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toBeTruthy();

    await signInAs(learner);
    app.renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Your details' });
    expect(screen.queryByRole('region', { name: 'E-mail not verified' })).toBeNull();

    app.renderApp(`/verify-email#token=${token}`);
    expect(await screen.findByText(/expired or was already used/)).toBeTruthy();
  });

  it('says so when the link has no token', async () => {
    app.renderApp('/verify-email');
    await waitFor(() => expect(screen.getByText(/This link is incomplete/)).toBeTruthy());
  });
});
