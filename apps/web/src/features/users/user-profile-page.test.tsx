import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getHeader, signInAs, setUpFakeAuthApp } from '../../test/render-app';
import { errorOf } from '../../test/form-helpers';

const EMAIL = 'asha@example.com';
const PASSWORD = 'correct-horse-42';
const fake = setUpFakeAuthApp((server) =>
  server.addUser({ email: EMAIL, name: 'Asha Rao', password: PASSWORD }),
);

async function openProfile() {
  signInAs(fake.server, EMAIL);
  const router = fake.renderApp('/user-profile');
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
    const router = fake.renderApp('/user-profile');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fuser-profile');

    const form = screen.getByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: PASSWORD } });
    const submit = within(form).getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByRole('form', { name: 'Your details' });
    expect(router.state.location.pathname).toBe('/user-profile');
  });

  it('loads the profile with the spec fields: e-mail read-only, Stream placeholder', async () => {
    fake.server.addUser({
      email: EMAIL,
      name: 'Asha Rao',
      mobileNumber: '9876543210',
      collegeName: 'RVCE',
      stream: 'CSE',
    });
    const { field, form } = await openProfile();
    expect(document.title).toBe('Kaksha | Profile');
    expect(field('Fullname').value).toBe('Asha Rao');
    expect(field('Email').value).toBe(EMAIL);
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('College Name').value).toBe('RVCE');
    expect(field('Stream').value).toBe('CSE');
    expect(field('Stream').placeholder).toBe('like CSE, IT...');
    expect(field('Email').readOnly).toBe(true);
    expect(within(form).queryByRole('button', { name: /Email$/ })).toBeNull();
  });

  it('lets one field be edited at a time through Edit/Save', async () => {
    const { field, toggle } = await openProfile();
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
    const { field, toggle, apply } = await openProfile();
    fireEvent.click(toggle('Fullname'));
    fireEvent.change(field('Fullname'), { target: { value: '  ' } });
    fireEvent.click(apply);

    expect(await screen.findByText('Please fill out all required fields correctly')).toBeTruthy();
    expect(errorOf(field('Fullname'))).toBe('Fullname is required');
    expect(errorOf(field('Phone Number'))).toBe('Invalid phone number');
    expect(errorOf(field('College Name'))).toBe('College Name is required');
    expect(errorOf(field('Stream'))).toBe('Stream is required');
    expect(field('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(fake.server.requests.some((r) => r.method === 'PATCH')).toBe(false);

    fireEvent.click(toggle('Phone Number'));
    fireEvent.change(field('Phone Number'), { target: { value: '98765' } });
    expect(errorOf(field('Phone Number'))).toBe('');
    expect(errorOf(field('Stream'))).toBe('Stream is required');
  });

  it('saves with a JSON Patch keyed by e-mail, toasts and updates the header', async () => {
    const { field, toggle, apply } = await openProfile();
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
    const patch = fake.server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/v1.5/users/asha%40example.com');
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
  });

  it("toasts 'Failed to update profile' when the server refuses", async () => {
    fake.server.addUser({
      email: EMAIL,
      name: 'Asha Rao',
      mobileNumber: '9876543210',
      collegeName: 'RVCE',
      stream: 'CSE',
    });
    fake.server.failProfileUpdates = true;
    const { apply } = await openProfile();
    fireEvent.click(apply);
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });
});
