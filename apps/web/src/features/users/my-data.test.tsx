import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { createLearner } from '../../test/seed';

const app = setUpApp();

afterEach(() => {
  vi.restoreAllMocks();
});

async function openSection() {
  const learner = await createLearner({ name: 'Nila Das' });
  await signInAs(learner);
  const { router } = app.renderApp('/user-profile');
  const section = await screen.findByRole('region', { name: 'Your data' });
  return { learner, router, section };
}

describe('your data on the profile page', () => {
  it('Download my data saves the export as a JSON file', async () => {
    // jsdom has no object URLs: the browser's part is stood in for, to read what would be saved.
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:kaksha-test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { learner, section } = await openSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(app.network.find('GET', '/v1.5/users/me/export')).toHaveLength(1);
    const data = JSON.parse(await saved[0]!.text());
    expect(data.profile).toMatchObject({ email: learner.email, name: 'Nila Das' });
  });

  it('Delete says what is erased and kept, asks for the password, and signs out', async () => {
    const { learner, router, section } = await openSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const confirm = within(section).getByRole('group', { name: 'Confirm account deletion' });
    expect(confirm.textContent).toMatch(/Erased:.*e-mail address/);
    expect(confirm.textContent).toMatch(/Kept, without your name:.*tax and accounting law/);

    const password = within(confirm).getByLabelText('Password', {
      exact: false,
      selector: 'input',
    });
    fireEvent.change(password, { target: { value: 'not-the-password' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(confirm).findByText('Your current password is not correct.')).toBeTruthy();

    fireEvent.change(password, { target: { value: learner.password } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('access-token')).toBeNull();
  });
});
