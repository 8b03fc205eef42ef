import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { typeInto } from '../../test/form-helpers';
import { createLearner } from '../../test/seed';

const app = setUpApp();

async function openForm() {
  const learner = await createLearner();
  await signInAs(learner);
  app.renderApp('/user-profile');
  const form = await screen.findByRole('form', { name: 'Change password' });
  const current = within(form).getByLabelText('Current password') as HTMLInputElement;
  const next = within(form).getByLabelText('New password') as HTMLInputElement;
  const submit = within(form).getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
  return { learner, form, current, next, submit };
}

describe('change password on the profile page', () => {
  it("shows the server's refusal of a wrong current password", async () => {
    const { form, current, next, submit } = await openForm();
    typeInto(current, 'not-my-password');
    typeInto(next, 'brand-new-secret-21');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await within(form).findByText('Your current password is not correct.')).toBeTruthy();
  });

  it('changes it and keeps this browser signed in with the fresh token', async () => {
    const { learner, form, current, next, submit } = await openForm();
    const before = localStorage.getItem('access-token');
    typeInto(current, learner.password);
    typeInto(next, 'brand-new-secret-22');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await within(form).findByText(/Your password has been changed/)).toBeTruthy();
    const after = localStorage.getItem('access-token');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(current.value).toBe('');
  });
});
