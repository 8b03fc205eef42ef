import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';
import { typeInto } from '../../test/form-helpers';
import { linkTokenSentTo } from '../../test/outbox';
import { createLearner } from '../../test/seed';

const app = setUpApp();

describe('forgot and reset password pages', () => {
  it('the log-in form links to /forgot-password', async () => {
    const { router } = app.renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.click(within(form).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it("the header pop-up's Forgot password? closes the pop-up and opens the page", async () => {
    const { router } = app.renderApp('/');
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log In' })).toBeNull());
  });

  it('sends a link, which opens /reset-password and sets the new password', async () => {
    const learner = await createLearner();
    app.renderApp('/forgot-password');
    const form = await screen.findByRole('form', { name: 'Forgot password' });
    typeInto(within(form).getByLabelText('Email') as HTMLInputElement, learner.email);
    const send = within(form).getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText(/we have e-mailed it a link/)).toBeTruthy();

    const token = await linkTokenSentTo(learner.email, 'reset-password');
    app.renderApp(`/reset-password#token=${token}`);
    const reset = await screen.findByRole('form', { name: 'Reset password' });
    typeInto(within(reset).getByLabelText('New password') as HTMLInputElement, 'fresh-secret-81');
    typeInto(
      within(reset).getByLabelText('Repeat the new password') as HTMLInputElement,
      'fresh-secret-81',
    );
    const save = within(reset).getByRole('button', {
      name: 'Set new password',
    }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
  });

  it('says so when the link is used up or broken', async () => {
    app.renderApp(`/reset-password#token=${'x'.repeat(43)}`);
    const reset = await screen.findByRole('form', { name: 'Reset password' });
    typeInto(within(reset).getByLabelText('New password') as HTMLInputElement, 'fresh-secret-82');
    typeInto(
      within(reset).getByLabelText('Repeat the new password') as HTMLInputElement,
      'fresh-secret-82',
    );
    const save = within(reset).getByRole('button', {
      name: 'Set new password',
    }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await within(reset).findByText(/expired or was already used/)).toBeTruthy();
  });

  it('without a token, says the link is incomplete', async () => {
    app.renderApp('/reset-password');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
  });
});
