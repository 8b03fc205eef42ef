import type { Event } from '@kaksha/shared';
import { REGISTRATION_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, typeInto } from '../../../test/form-helpers';
import { setUpApp, signInAs } from '../../../test/render-app';
import { createEvent, createLearner, registerForEventAs, uniqueEmail } from '../../../test/seed';

const app = setUpApp();
const tag = Math.random().toString(36).slice(2, 8);
let counter = 0;

beforeAll(async () => {
  await import('./event-detail-page');
});

/** A new upcoming event that takes registrations here (no enrollLink). */
function newEvent(capacity: number | null = null): Promise<Event> {
  counter += 1;
  return createEvent({
    heading: `Registration clinic ${tag} ${counter}`,
    date: '2099-06-01T18:00',
    capacity,
  });
}

async function openRegistration(event: Event, search = '') {
  app.renderApp(`/events/${event.uniqueNameForUrl}${search}`);
  await screen.findByRole('heading', { level: 1, name: event.heading });
  const heading = screen.getByRole('heading', { level: 2, name: 'Reserve your seat' });
  return heading.closest('section')!;
}

describe('registration as a visitor', () => {
  it('checks the name and e-mail, then registers and asks to confirm by e-mail', async () => {
    const event = await newEvent();
    const block = await openRegistration(event);
    const form = within(block).getByRole('form', { name: 'Register for this event' });
    const name = within(form).getByLabelText('Your name') as HTMLInputElement;
    const email = within(form).getByLabelText('E-mail address') as HTMLInputElement;
    const submit = within(form).getByRole('button', {
      name: 'Reserve my seat',
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    typeInto(name, '   ');
    await waitFor(() => expect(errorOf(name)).toBe(REGISTRATION_MESSAGES.nameRequired));
    typeInto(email, 'asha@example');
    await waitFor(() => expect(errorOf(email)).toBe(REGISTRATION_MESSAGES.emailInvalid));
    expect(submit.disabled).toBe(true);

    const address = uniqueEmail('visitor');
    typeInto(name, 'Asha Rao');
    typeInto(email, address);
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(errorOf(name)).toBe('');
    expect(errorOf(email)).toBe('');
    fireEvent.click(submit);

    const status = await within(block).findByText('Confirm your e-mail address');
    expect(status.closest('[role="status"]')?.textContent).toContain(REGISTRATION_MESSAGES.pending);
    const [sent] = app.network.find('POST', `/v1.5/events/${event.uniqueNameForUrl}/registrations`);
    expect(JSON.parse(sent!.body)).toEqual({ name: 'Asha Rao', email: address });
    expect(sent!.authorization).toBeUndefined();
  });

  it("shows the server's refusal in the form", async () => {
    const event = await newEvent();
    app.network.inject(`POST /v1.5/events/${event.uniqueNameForUrl}/registrations`, {
      refuse: { status: 409, message: REGISTRATION_MESSAGES.notOpen },
    });
    const block = await openRegistration(event);
    typeInto(within(block).getByLabelText('Your name') as HTMLInputElement, 'Asha Rao');
    typeInto(within(block).getByLabelText('E-mail address') as HTMLInputElement, uniqueEmail());
    const submit = within(block).getByRole('button', { name: 'Reserve my seat' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const refusal = await within(block).findByText(REGISTRATION_MESSAGES.notOpen);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });
});

describe('registration when signed in', () => {
  it('registers with one click, shows the seat, and cancels it', async () => {
    const learner = await createLearner({ name: 'Meera Iyer' });
    await signInAs(learner);
    const event = await newEvent(5);
    const block = await openRegistration(event);
    expect(within(block).getByText('5 of 5 seats left')).toBeTruthy();
    const register = await within(block).findByRole('button', { name: 'Register with one click' });
    expect(block.textContent).toContain(learner.email);
    fireEvent.click(register);

    await within(block).findByText('You’re registered');
    expect(within(block).getByRole('status').textContent).toContain(
      REGISTRATION_MESSAGES.confirmed,
    );
    await within(block).findByText('4 of 5 seats left');
    const [sent] = app.network.find('POST', `/v1.5/events/${event.uniqueNameForUrl}/registrations`);
    expect(sent!.authorization).toMatch(/^Bearer /);

    fireEvent.click(within(block).getByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(within(block).getByRole('button', { name: 'Yes, cancel it' }));
    await within(block).findByText('Registration cancelled');
    expect(within(block).getByRole('status').textContent).toContain(
      REGISTRATION_MESSAGES.cancelled,
    );
    expect(within(block).getByRole('button', { name: 'Register again' })).toBeTruthy();
    await within(block).findByText('5 of 5 seats left');
  });

  it('puts the learner on the waiting list with their place when the event is full', async () => {
    const event = await newEvent(1);
    await registerForEventAs(await createLearner(), event.uniqueNameForUrl);
    await signInAs(await createLearner());
    const block = await openRegistration(event);
    expect(
      within(block).getByText('The event is full: new registrations join the waiting list.'),
    ).toBeTruthy();
    fireEvent.click(await within(block).findByRole('button', { name: 'Register with one click' }));
    await within(block).findByText('You’re on the waiting list: #1');
    expect(within(block).getByRole('status').textContent).toContain(
      REGISTRATION_MESSAGES.waitlisted,
    );
  });

  it('shows an existing registration on arrival', async () => {
    const learner = await createLearner();
    const event = await newEvent();
    await registerForEventAs(learner, event.uniqueNameForUrl);
    await signInAs(learner);
    const block = await openRegistration(event);
    await within(block).findByText('You’re registered');
    expect(within(block).queryByRole('button', { name: 'Register with one click' })).toBeNull();
  });
});

describe('links from the registration e-mails', () => {
  it.each([
    { action: 'confirm', title: 'Confirm your seat', button: 'Confirm my seat' },
    { action: 'cancel', title: 'Cancel your registration', button: 'Cancel my registration' },
  ])('#$action= does nothing until $button is pressed', async ({ action, title, button }) => {
    const event = await newEvent();
    const token = `not-a-real-token-${tag}`;
    await openRegistration(event, `#${action}=${token}`);
    const panel = screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
    const path = `/v1.5/events/registrations/${action}`;
    expect(app.network.count('POST', path)).toBe(0);

    fireEvent.click(within(panel).getByRole('button', { name: button }));
    const refusal = await within(panel).findByText(REGISTRATION_MESSAGES.tokenInvalid);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(JSON.parse(app.network.find('POST', path)[0]!.body)).toEqual({ token });
  });
});

describe('links mailed before the tokens moved to the fragment', () => {
  it('?confirm= still opens the panel', async () => {
    const event = await newEvent();
    await openRegistration(event, `?confirm=old-link-${tag}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your seat' })).toBeTruthy();
  });
});
