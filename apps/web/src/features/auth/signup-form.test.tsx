import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getHeader, setUpApp } from '../../test/render-app';
import { errorOf, typeInto } from '../../test/form-helpers';
import { askApi, createLearner, exhaustLogInAttempts, tokenOf, uniqueEmail } from '../../test/seed';

const PASSWORD = 'correct-horse-42';
const app = setUpApp();

async function openSignupPage() {
  const { router } = app.renderApp('/signup');
  const form = await screen.findByRole('form', { name: 'Sign up' });
  return {
    router,
    form,
    name: within(form).getByLabelText('Full name') as HTMLInputElement,
    email: within(form).getByLabelText('Email') as HTMLInputElement,
    password: within(form).getByLabelText('Password') as HTMLInputElement,
    terms: within(form).getByRole('checkbox', { name: /I accept/ }) as HTMLInputElement,
    reminders: within(form).getByRole('checkbox', {
      name: 'Send me reminders and offers',
    }) as HTMLInputElement,
    submit: within(form).getByRole('button', { name: 'Create an account' }) as HTMLButtonElement,
  };
}

describe('sign-up form', () => {
  it('has the spec title, fields, terms link and controls', async () => {
    const { form, password } = await openSignupPage();
    expect(document.title).toBe('Kaksha | Signup');
    expect(password.type).toBe('password');
    fireEvent.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(
      within(form)
        .getByRole('link', { name: /Terms & Conditions/ })
        .getAttribute('href'),
    ).toBe('/terms_condition');
    expect(within(form).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('keeps Create an account disabled until email, password and terms are all valid', async () => {
    const { form, email, password, terms, submit } = await openSignupPage();
    expect(submit.disabled).toBe(true);

    typeInto(email, 'not-an-email');
    await waitFor(() => expect(errorOf(email)).toBe('Invalid Email Format!'));
    expect(
      within(form).getByText('Cannot create your account! Please correct the errors.'),
    ).toBeTruthy();

    typeInto(email, uniqueEmail('new'));
    typeInto(password, 'short');
    await waitFor(() => expect(errorOf(password)).toBe('Password must be 8 characters long!'));
    expect(submit.disabled).toBe(true);

    typeInto(password, PASSWORD);
    await waitFor(() => expect(errorOf(password)).toBe(''));
    expect(
      within(form).queryByText('Cannot create your account! Please correct the errors.'),
    ).toBeNull();
    // Everything but the terms: the button stays disabled and says why.
    expect(errorOf(terms)).toBe('Please accept the Terms & Conditions to create an account.');
    expect(submit.disabled).toBe(true);

    fireEvent.click(terms);
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(errorOf(terms)).toBe('');
  });

  it('claims nothing before the server answers, then clears, toasts and logs the learner in', async () => {
    app.network.inject('POST /v1.5/auth/register', { delayMs: 300 });
    const ravi = uniqueEmail('ravi');
    const { router, name, email, password, terms, submit } = await openSignupPage();
    typeInto(name, 'Ravi Kumar');
    typeInto(email, ravi);
    typeInto(password, PASSWORD);
    fireEvent.click(terms);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    expect((await within(submit).findByRole('status')).textContent).toBe('Creating your account');
    expect(screen.queryByText('Account created Successfully')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(within(getHeader()).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);

    expect(await screen.findByText('Account created Successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await within(getHeader()).findAllByRole('link', { name: 'Your profile (Ravi Kumar)' });

    const register = app.network.find('POST', '/v1.5/auth/register')[0];
    // No role from the browser: the server decides.
    expect(JSON.parse(register?.body ?? '{}')).toEqual({
      name: 'Ravi Kumar',
      email: ravi,
      password: PASSWORD,
    });
    const login = app.network.find('POST', '/login')[0];
    expect(new URLSearchParams(login?.body).get('username')).toBe(ravi);
  });

  it('offers reminders unticked; ticked, the server records the consent from sign-up', async () => {
    const meera = uniqueEmail('meera');
    const { name, email, password, terms, reminders, submit } = await openSignupPage();
    expect(reminders.checked).toBe(false);
    typeInto(name, 'Meera Iyer');
    typeInto(email, meera);
    typeInto(password, PASSWORD);
    fireEvent.click(terms);
    fireEvent.click(reminders);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Account created Successfully')).toBeTruthy();
    // The log-in that follows the sign-up must finish inside this test: a token it stored after
    // the test ended would sign the next test's page in (and send its sign-up form away).
    await within(getHeader()).findAllByRole('link', { name: 'Your profile (Meera Iyer)' });

    const register = app.network.find('POST', '/v1.5/auth/register')[0];
    expect(JSON.parse(register?.body ?? '{}')).toMatchObject({ marketingConsent: true });
    const consents = await askApi<{ marketing: boolean; source: string }>(
      '/v1.5/users/me/consents',
      { token: await tokenOf({ email: meera, password: PASSWORD }) },
    );
    expect(consents).toMatchObject({ marketing: true, source: 'signup' });
  });

  it('clears the fields and the terms box once the account exists', async () => {
    // Log-in after sign-up refused (someone had been guessing at this address before it was
    // taken): the page stays, so the cleared form can be seen.
    const ravi = uniqueEmail('ravi');
    await exhaustLogInAttempts(ravi);
    const { form, name, email, password, terms, submit } = await openSignupPage();
    typeInto(name, 'Ravi Kumar');
    typeInto(email, ravi);
    typeInto(password, PASSWORD);
    fireEvent.click(terms);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    expect(await screen.findByText('Account created Successfully')).toBeTruthy();
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toContain('Your account is ready'),
    );
    expect([name.value, email.value, password.value, terms.checked]).toEqual(['', '', '', false]);
  });

  it("shows the server's message when the e-mail is taken, and no success", async () => {
    const { email: taken } = await createLearner();
    const { form, email, password, terms, submit } = await openSignupPage();
    typeInto(email, taken);
    typeInto(password, PASSWORD);
    fireEvent.click(terms);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'An account with this email already exists. Please log in instead.',
      ),
    );
    expect(screen.queryByText('Account created Successfully')).toBeNull();
    expect(email.value).toBe(taken);
  });
});
