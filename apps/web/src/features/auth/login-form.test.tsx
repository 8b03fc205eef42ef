import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';
import { errorOf, typeInto } from '../../test/form-helpers';
import { createLearner, exhaustLogInAttempts, type Learner } from '../../test/seed';

const app = setUpApp();
let learner: Learner;

beforeAll(async () => {
  learner = await createLearner({ name: 'Asha Rao' });
});

async function openLoginPage(path = '/login') {
  const { router } = app.renderApp(path);
  const form = await screen.findByRole('form', { name: 'Log in' });
  const email = within(form).getByLabelText('Email') as HTMLInputElement;
  const password = within(form).getByLabelText('Password') as HTMLInputElement;
  const submit = within(form).getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
  return { router, form, email, password, submit };
}

/** Lets an answer that has arrived reach the page. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('log-in form', () => {
  it('has the spec title, fields and a disabled Log In until the details are valid', async () => {
    const { email, password, submit } = await openLoginPage();
    expect(document.title).toBe('Kaksha | Login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(email.type).toBe('email');
    expect(password.type).toBe('password');
    expect(submit.disabled).toBe(true);

    typeInto(email, learner.email);
    typeInto(password, 'short');
    await waitFor(() => expect(errorOf(password)).toBe('Password must be at least 8 characters.'));
    expect(submit.disabled).toBe(true);

    typeInto(password, learner.password);
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(errorOf(password)).toBe('');
  });

  it('shows each rule of spec 5.2 against the field, linked with aria-describedby', async () => {
    const { email, password } = await openLoginPage();
    fireEvent.blur(email);
    await waitFor(() => expect(errorOf(email)).toBe('Email is required.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    typeInto(email, 'asha@');
    await waitFor(() => expect(errorOf(email)).toBe('Invalid email format.'));
    typeInto(email, 'asha @example.com');
    await waitFor(() => expect(errorOf(email)).toBe('Invalid email format.'));
    fireEvent.blur(password);
    await waitFor(() => expect(errorOf(password)).toBe('Password is required.'));
  });

  it('shows and hides the password', async () => {
    const { password, form } = await openLoginPage();
    fireEvent.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(within(form).getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it("shows the server's message for a wrong password, and for too many attempts", async () => {
    // An account of its own: the attempts below lock it.
    const { email: target } = await createLearner();
    const { email, password, submit, form } = await openLoginPage();
    typeInto(email, target);
    typeInto(password, 'wrong-password-1');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Check your credentials and try again',
      ),
    );
    expect(localStorage.getItem('access-token')).toBeNull();

    // Someone elsewhere keeps guessing: the API stops taking attempts at this account.
    await exhaustLogInAttempts(target);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Too many failed log-in attempts. Please wait and try again.',
      ),
    );
  });

  it('shows a 40x40 spinner and blocks the button while the server answers', async () => {
    app.network.inject('POST /login', { delayMs: 300 });
    const { email, password, submit } = await openLoginPage();
    typeInto(email, learner.email);
    typeInto(password, learner.password);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const spinner = await within(submit).findByRole('status');
    expect(spinner.textContent).toBe('Logging in');
    expect(spinner.querySelector('svg')?.getAttribute('width')).toBe('40');
    expect(submit.disabled).toBe(true);
    expect(screen.queryByText('Login Successful')).toBeNull();
    expect(await screen.findByText('Login Successful')).toBeTruthy();
  });

  it('sends the learner back to the return path after logging in', async () => {
    const { router, email, password, submit } = await openLoginPage(
      '/login?returnTo=%2Fuser-profile',
    );
    typeInto(email, learner.email);
    typeInto(password, learner.password);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile'));
    const login = app.network.find('POST', '/login')[0];
    expect(login?.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(new URLSearchParams(login?.body)).toEqual(
      new URLSearchParams({ username: learner.email, password: learner.password }),
    );
  });

  it('ignores a return path to another site', async () => {
    const { router, email, password, submit } = await openLoginPage(
      '/login?returnTo=%2F%2Fevil.example',
    );
    typeInto(email, learner.email);
    typeInto(password, learner.password);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers Google only when the server has it configured', async () => {
    // The test API runs without Google (no GOOGLE_CLIENT_ID), as a default install does.
    await openLoginPage();
    await waitFor(() => expect(app.network.count('GET', '/v1.5/auth/providers')).toBe(1));
    await settle();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });

  it('links Continue with Google to the server when it is configured', async () => {
    // What an API with GOOGLE_CLIENT_ID set answers; the test API has none.
    app.network.inject('GET /v1.5/auth/providers', {
      respond: { status: 200, body: { google: true } },
    });
    await openLoginPage();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(`${app.network.apiBase}/oauth2/authorization/google`);
  });
});
