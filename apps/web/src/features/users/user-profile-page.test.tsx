import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getHeader, setUpApp, signInAs } from '../../test/render-app';
import { errorOf } from '../../test/form-helpers';
import { createLearner, profileOf, type Learner } from '../../test/seed';

const app = setUpApp();
const COMPLETE = { mobileNumber: '9876543210', collegeName: 'RVCE', stream: 'CSE' };

async function openProfile(learner: Learner) {
  await signInAs(learner);
  const { router } = app.renderApp('/user-profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeTruthy();
  // The loading state first, then the form.
  expect(screen.getByText('Loading your profile')).toBeTruthy();
  const form = await screen.findByRole('form', { name: 'Your details' });
  const field = (label: string) =>
    within(form).getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
  const toggle = (label: string) =>
    within(form).getByRole('button', { name: new RegExp(`^(Edit|Save) ${label}$`) });
  const apply = within(form).getByRole('button', { name: 'Apply Changes' });
  return { router, form, field, toggle, apply };
}

describe('/user-profile', () => {
  it('sends a visitor to log in with a return path, and back after logging in', async () => {
    const { email, password } = await createLearner();
    const { router } = app.renderApp('/user-profile');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fuser-profile');

    const form = screen.getByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: password } });
    const submit = within(form).getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByRole('form', { name: 'Your details' });
    expect(router.state.location.pathname).toBe('/user-profile');
  });

  it('loads the profile with the spec fields: e-mail read-only, Stream placeholder', async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const { field, form } = await openProfile(learner);
    expect(document.title).toBe('Kaksha | Profile');
    expect(field('Fullname').value).toBe('Asha Rao');
    expect(field('Email').value).toBe(learner.email);
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('College Name').value).toBe('RVCE');
    expect(field('Stream').value).toBe('CSE');
    expect(field('Stream').placeholder).toBe('like CSE, IT...');
    expect(field('Email').readOnly).toBe(true);
    expect(within(form).queryByRole('button', { name: /Email$/ })).toBeNull();
  });

  it('lets one field be edited at a time through Edit/Save', async () => {
    const { field, toggle } = await openProfile(await createLearner());
    const editable = () =>
      ['Fullname', 'Phone Number', 'College Name', 'Stream'].filter(
        (label) => !field(label).readOnly,
      );
    expect(editable()).toEqual([]);

    fireEvent.click(toggle('Fullname'));
    expect(editable()).toEqual(['Fullname']);
    expect(toggle('Fullname').textContent).toBe('Save');

    fireEvent.click(toggle('Stream'));
    expect(editable()).toEqual(['Stream']);
    expect(toggle('Fullname').textContent).toBe('Edit');

    fireEvent.click(toggle('Stream'));
    expect(editable()).toEqual([]);
  });

  it('checks every field on Apply Changes, shows all errors and clears each as it is edited', async () => {
    const { field, toggle, apply } = await openProfile(await createLearner());
    fireEvent.click(toggle('Fullname'));
    fireEvent.change(field('Fullname'), { target: { value: '  ' } });
    fireEvent.click(apply);

    expect(await screen.findByText('Please fill out all required fields correctly')).toBeTruthy();
    expect(errorOf(field('Fullname'))).toBe('Fullname is required');
    expect(errorOf(field('Phone Number'))).toBe('Invalid phone number');
    expect(errorOf(field('College Name'))).toBe('College Name is required');
    expect(errorOf(field('Stream'))).toBe('Stream is required');
    expect(field('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(app.network.requests.some((r) => r.method === 'PATCH')).toBe(false);

    fireEvent.click(toggle('Phone Number'));
    fireEvent.change(field('Phone Number'), { target: { value: '98765' } });
    expect(errorOf(field('Phone Number'))).toBe('');
    expect(errorOf(field('Stream'))).toBe('Stream is required');
  });

  it('saves with a JSON Patch keyed by e-mail, toasts and updates the header', async () => {
    const learner = await createLearner({ name: 'Asha Rao' });
    const { field, toggle, apply } = await openProfile(learner);
    const fill = (label: string, value: string) => {
      fireEvent.click(toggle(label));
      fireEvent.change(field(label), { target: { value } });
    };
    fill('Fullname', 'Asha R Nair');
    fill('Phone Number', '9876543210');
    fill('College Name', 'RVCE');
    fill('Stream', 'IT');
    fireEvent.click(apply);

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    const patch = app.network.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe(`/v1.5/users/${encodeURIComponent(learner.email)}`);
    expect(patch?.contentType).toBe('application/json-patch+json');
    expect(JSON.parse(patch?.body ?? '[]')).toEqual([
      { op: 'replace', path: '/name', value: 'Asha R Nair' },
      { op: 'replace', path: '/mobileNumber', value: '9876543210' },
      { op: 'replace', path: '/collegeName', value: 'RVCE' },
      { op: 'replace', path: '/stream', value: 'IT' },
    ]);
    await within(getHeader()).findAllByRole('link', { name: 'Your profile (Asha R Nair)' });
    expect(
      ['Fullname', 'Phone Number', 'College Name', 'Stream'].every((l) => field(l).readOnly),
    ).toBe(true);
    // Saved on the server: a new visit shows it.
    await expect(profileOf(learner)).resolves.toMatchObject({
      name: 'Asha R Nair',
      mobileNumber: '9876543210',
      collegeName: 'RVCE',
      stream: 'IT',
    });
  });

  it("toasts 'Failed to update profile' when the server refuses", async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const { apply } = await openProfile(learner);
    app.network.inject(`PATCH /v1.5/users/${encodeURIComponent(learner.email)}`, {
      refuse: { status: 500, message: 'Something broke' },
    });
    fireEvent.click(apply);
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });
});
