import { CALL_BACK_MESSAGES as M } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, typeInto } from '../../test/form-helpers';
import { setUpApp, signInAs } from '../../test/render-app';
import { callBacksFor, createLearner, seedCallBack, uniqueMobile } from '../../test/seed';

const app = setUpApp();
const PATH = '/v1.5/call-back-requests';

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/request-call-page');
});

async function openForm(path = '/request-call') {
  const { router } = app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Request a call back' });
  return router;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const consent = () => screen.getByRole('checkbox', { name: /I agree to be contacted/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }));

function fillIn(values: { name: string; mobile: string; program?: string; time?: string }) {
  typeInto(field('Your name'), values.name);
  typeInto(field('Mobile number'), values.mobile);
  if (values.program) fireEvent.change(select('Program'), { target: { value: values.program } });
  if (values.time)
    fireEvent.change(select('Best time to call (IST)'), { target: { value: values.time } });
  fireEvent.click(consent());
}

describe('/request-call', () => {
  it('has its title, description and labelled controls; the policy opens in a new tab', async () => {
    await openForm();
    expect(document.title).toBe('Kaksha | Request a call back');
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toMatch(/counsellor will call you back/);
    for (const label of ['Your name', 'Mobile number', 'Program', 'Best time to call (IST)'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(select('Program').value).toBe('');
    expect(select('Best time to call (IST)').value).toBe('any');
    const policy = within(consent().parentElement!).getByRole('link', { name: /privacy policy/ });
    expect(policy.getAttribute('href')).toBe('/policy');
    expect(policy.getAttribute('target')).toBe('_blank');
  });

  it('shows errors only for fields left, then all of them on submit, sending nothing', async () => {
    await openForm();
    // Nothing is wrong before the visitor has done anything.
    expect(errorOf(field('Your name'))).toBe('');
    typeInto(field('Mobile number'), '98765 4321');
    await waitFor(() => expect(errorOf(field('Mobile number'))).toBe(M.mobileInvalid));
    expect(errorOf(field('Your name'))).toBe('');

    submit();
    await waitFor(() => expect(errorOf(field('Your name'))).toBe(M.nameRequired));
    expect(errorOf(select('Program'))).toBe(M.programRequired);
    expect(errorOf(consent())).toBe(M.consentRequired);
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(app.network.count('POST', PATH)).toBe(0);

    // Fixing a field clears its error as the visitor types.
    typeInto(field('Mobile number'), '+91 98765 43210');
    await waitFor(() => expect(errorOf(field('Mobile number'))).toBe(''));
  });

  it('?program=webmonk preselects it; a sent request shows the confirmation and is stored', async () => {
    await openForm('/request-call?program=webmonk');
    expect(select('Program').value).toBe('webmonk');
    const mobile = uniqueMobile();
    fillIn({
      name: 'Asha Rao',
      mobile: `${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      time: 'evening',
    });
    submit();

    const thanks = await screen.findByRole('heading', { name: 'Thanks, Asha Rao!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    const panel = thanks.closest('section')!;
    expect(panel.textContent).toContain(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(panel.textContent).toContain('in the evening (4 pm – 8 pm)');
    expect(within(panel).getByRole('link', { name: 'Back to Webmonk' }).getAttribute('href')).toBe(
      '/course/webmonk',
    );
    expect(screen.queryByRole('form', { name: 'Request a call back' })).toBeNull();

    const [sent] = app.network.find('POST', PATH);
    expect(JSON.parse(sent!.body)).toEqual({
      name: 'Asha Rao',
      mobileNumber: mobile,
      program: 'webmonk',
      preferredTime: 'evening',
      consent: true,
    });
    expect(sent!.authorization).toBeUndefined();
    const [stored, ...others] = await callBacksFor(mobile);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ name: 'Asha Rao', program: 'webmonk', userId: null });
  });

  it('shows the server’s 429 clearly and keeps what was typed', async () => {
    const mobile = uniqueMobile();
    // The number's three requests for today, made elsewhere.
    for (const program of ['webmonk', 'iot', 'machinester'] as const)
      await seedCallBack({ mobileNumber: mobile, program });
    await openForm();
    fillIn({ name: 'Ravi Kumar', mobile, program: 'code-slayer' });
    submit();

    const alert = await screen.findByText(M.tooManyForMobile);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(field('Your name').value).toBe('Ravi Kumar');
    expect(screen.queryByRole('heading', { name: /Thanks/ })).toBeNull();
    expect(await callBacksFor(mobile)).toHaveLength(3);
  });

  it('says when the server cannot be reached, and sends again once it can', async () => {
    await openForm('/request-call?program=IOT');
    expect(select('Program').value).toBe('iot');
    const mobile = uniqueMobile();
    fillIn({ name: 'Meera Shah', mobile });
    app.network.inject(`POST ${PATH}`, { drop: true, times: 1 });
    submit();
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeTruthy();

    submit();
    expect(await screen.findByRole('heading', { name: 'Thanks, Meera Shah!' })).toBeTruthy();
    expect(await callBacksFor(mobile)).toHaveLength(1);
  });

  it('the button is busy while the request is on its way', async () => {
    await openForm('/request-call?program=not-sure');
    fillIn({ name: 'Kiran Das', mobile: uniqueMobile() });
    app.network.inject(`POST ${PATH}`, { delayMs: 400, times: 1 });
    submit();
    const busy = await screen.findByRole('button', { name: /Sending your request/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const thanks = await screen.findByRole('heading', { name: 'Thanks, Kiran Das!' });
    expect(
      within(thanks.closest('section')!).getByRole('link', { name: 'Explore programs' }),
    ).toBeTruthy();
  });

  it('fills in a signed-in learner’s name and number, and links the request to the account', async () => {
    const mobile = uniqueMobile();
    const learner = await createLearner({ name: 'Priya Nair', profile: { mobileNumber: mobile } });
    await signInAs(learner);
    await openForm();
    await waitFor(() => expect(field('Mobile number').value).toBe(mobile));
    expect(field('Your name').value).toBe('Priya Nair');
    fireEvent.change(select('Program'), { target: { value: 'machinester' } });
    fireEvent.click(consent());
    submit();

    expect(await screen.findByRole('heading', { name: 'Thanks, Priya Nair!' })).toBeTruthy();
    expect(app.network.find('POST', PATH)[0]?.authorization).toMatch(/^Bearer /);
    const [stored] = await callBacksFor(mobile);
    expect(stored).toMatchObject({ userId: learner.id, userEmail: learner.email });
  });
});
