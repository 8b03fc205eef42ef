import { EVENT_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/form-helpers';
import { setUpApp } from '../../test/render-app';
import {
  allEvents,
  fill,
  findToast,
  findEventItem,
  openDialog,
  saveButton,
  seedEvent,
  signInAsEventManager,
  uniqueHeading,
} from './test/manage-events-helpers';

const app = setUpApp();
const PAGE = '/operations/manage-events';
// Real API calls (image re-encoding, several round trips per test) on a machine busy with the
// rest of the run: more than the 5 s default.

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/manage-events-page');
});

async function openPage() {
  await signInAsEventManager();
  app.renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Manage Events' });
}

describe('/operations/manage-events: the list', () => {
  it('lists every event with its bulb, date and Deleted badge, and the header actions', async () => {
    const token = await signInAsEventManager();
    const active = await seedEvent({ subHeading: 'Rust for beginners' });
    const inactive = await seedEvent({ isActive: 'No' });
    const deleted = await seedEvent();
    await fetch(`${app.network.apiBase}/v1.5/events/delete/${deleted.id}?isDeleted=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    app.renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Events' })).toBeTruthy();
    expect(document.title).toBe('Kaksha | Manage Events');

    const first = await findEventItem(active.heading);
    expect(within(first).getByRole('img', { name: 'Active' })).toBeTruthy();
    expect(within(first).getByText('Rust for beginners')).toBeTruthy();
    expect(within(first).getByText('March 5, 2030, 7:00 PM IST')).toBeTruthy();
    expect(within(first).queryByText('Deleted')).toBeNull();
    expect(within(first).getByRole('button', { name: `UPDATE ${active.heading}` })).toBeTruthy();
    expect(within(first).getByRole('button', { name: `DELETE ${active.heading}` })).toBeTruthy();

    const second = await findEventItem(inactive.heading);
    expect(within(second).getByRole('img', { name: 'Inactive' })).toBeTruthy();

    const third = await findEventItem(deleted.heading);
    expect(within(third).getAllByText('Deleted').length).toBeGreaterThan(0);
    expect(within(third).getByRole('button', { name: `UNDELETE ${deleted.heading}` })).toBeTruthy();

    expect(screen.getByRole('button', { name: 'ADD' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Coupons' }).getAttribute('href')).toBe(
      '/coupons',
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    const list = app.network.find('GET', '/v1.5/events/all');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it("toasts 'Invalid access token!' when the API refuses the token even after a refresh", async () => {
    await signInAsEventManager();
    app.network.inject('GET /v1.5/events/all', {
      refuse: { status: 401, message: 'Unauthorized' },
    });
    app.renderApp(PAGE);
    expect(await findToast(EVENT_MESSAGES.invalidToken)).toBeTruthy();
    // One refresh, one retry: two calls to the list, never a loop.
    expect(app.network.count('POST', '/v1.5/auth/refresh-token')).toBe(1);
    expect(app.network.count('GET', '/v1.5/events/all')).toBe(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/operations/manage-events: add', () => {
  it('checks the heading, posts the event, toasts, closes and shows it in the list', async () => {
    await openPage();
    const dialog = await openDialog('ADD', 'Add event');
    const heading = within(dialog).getByLabelText<HTMLInputElement>('Heading');
    expect(document.activeElement).toBe(heading);

    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(errorOf(heading)).toBe(EVENT_MESSAGES.headingRequired));
    expect(errorOf(within(dialog).getByLabelText('Date and time'))).toBe(
      EVENT_MESSAGES.dateInvalid,
    );
    expect(app.network.count('POST', '/v1.5/events')).toBe(0);

    const title = uniqueHeading('Rust meetup');
    fill(dialog, 'Heading', title);
    fill(dialog, 'Sub heading', 'Ownership without tears');
    fill(dialog, 'Date and time', '2030-03-05T19:00');
    fill(dialog, 'Speaker name', 'Meera Iyer');
    fill(dialog, 'Active', 'No');
    fireEvent.click(saveButton(dialog));

    expect(await findToast(EVENT_MESSAGES.added)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = await findEventItem(title);
    expect(within(item).getByText('March 5, 2030, 7:00 PM IST')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Inactive' })).toBeTruthy();

    const [post] = app.network.find('POST', '/v1.5/events');
    const body = JSON.parse(post?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      heading: title,
      subHeading: 'Ownership without tears',
      date: '2030-03-05T13:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      eventMode: 'Online',
      speakerName: 'Meera Iyer',
      isActive: 'No',
      capacity: null,
    });
  });

  it("shows the server's refusal in the form and as the spec's toast", async () => {
    await openPage();
    const dialog = await openDialog('ADD', 'Add event');
    fill(dialog, 'Heading', uniqueHeading());
    fill(dialog, 'Date and time', '2030-04-01T10:00');
    app.network.inject('POST /v1.5/events', {
      times: 1,
      refuse: { status: 400, message: 'Heading must be unique' },
    });
    fireEvent.click(saveButton(dialog));
    const message = `${EVENT_MESSAGES.addErrorPrefix}Heading must be unique`;
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(await findToast(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add event' })).toBeTruthy();

    app.network.inject('POST /v1.5/events', { times: 1, drop: true });
    fireEvent.click(saveButton(dialog));
    expect(await within(dialog).findByText(EVENT_MESSAGES.unexpected)).toBeTruthy();
  });

  it('closes on Escape and on the cross without saving', async () => {
    await openPage();
    let dialog = await openDialog('ADD', 'Add event');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog('ADD', 'Add event');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.network.count('POST', '/v1.5/events')).toBe(0);
  });
});

describe('/operations/manage-events: update', () => {
  it("patches only the changed field, and says 'No changes to update.' when nothing changed", async () => {
    const token = await signInAsEventManager();
    const event = await seedEvent({ speakerName: 'Old Name' });
    app.renderApp(PAGE);
    await findEventItem(event.heading);
    let dialog = await openDialog(`UPDATE ${event.heading}`, 'Update event');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Heading').value).toBe(event.heading);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Date and time').value).toBe(
      '2030-03-05T19:00',
    );

    fireEvent.click(saveButton(dialog));
    // Spec §4: the message shows as a toast and the form closes, nothing sent.
    expect(await findToast(EVENT_MESSAGES.noChanges)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.network.count('PATCH', `/v1.5/events/${event.id}`)).toBe(0);

    dialog = await openDialog(`UPDATE ${event.heading}`, 'Update event');
    fill(dialog, 'Speaker name', 'New Name');
    fireEvent.click(saveButton(dialog));
    expect(await findToast(EVENT_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const patches = app.network.find('PATCH', `/v1.5/events/${event.id}`);
    expect(patches).toHaveLength(1);
    expect(patches[0]?.contentType).toBe('application/json-patch+json');
    expect(JSON.parse(patches[0]?.body ?? '[]')).toEqual([
      { op: 'replace', path: '/speakerName', value: 'New Name' },
    ]);
    const stored = (await allEvents(token)).find((e) => e.id === event.id);
    expect(stored?.speakerName).toBe('New Name');

    app.network.inject(`PATCH /v1.5/events/${event.id}`, {
      times: 1,
      refuse: { status: 400, message: 'Date must be a valid date and time' },
    });
    dialog = await openDialog(`UPDATE ${event.heading}`, 'Update event');
    fill(dialog, 'Speaker name', 'Third Name');
    fireEvent.click(saveButton(dialog));
    expect(await findToast(EVENT_MESSAGES.updateFailed)).toBeTruthy();
  });
});

describe('/operations/manage-events: delete', () => {
  it('asks first, then flips DELETE to UNDELETE once the list is read again', async () => {
    const token = await signInAsEventManager();
    const event = await seedEvent();
    app.renderApp(PAGE);
    const item = await findEventItem(event.heading);
    const deleteButton = within(item).getByRole('button', { name: `DELETE ${event.heading}` });

    fireEvent.click(deleteButton);
    let confirm = await screen.findByRole('alertdialog', { name: EVENT_MESSAGES.deleteConfirm });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'No' }));
    fireEvent.keyDown(document.activeElement ?? confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.network.count('PUT', `/v1.5/events/delete/${event.id}`)).toBe(0);

    fireEvent.click(deleteButton);
    confirm = await screen.findByRole('alertdialog', { name: EVENT_MESSAGES.deleteConfirm });
    const listsBefore = app.network.count('GET', '/v1.5/events/all');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await within(item).findByRole('button', { name: `UNDELETE ${event.heading}` });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const [put] = app.network.find('PUT', `/v1.5/events/delete/${event.id}`);
    expect(put?.search).toBe('?isDeleted=true');
    expect(app.network.count('GET', '/v1.5/events/all')).toBeGreaterThan(listsBefore);
    expect(within(item).getAllByText('Deleted').length).toBeGreaterThan(0);

    fireEvent.click(within(item).getByRole('button', { name: `UNDELETE ${event.heading}` }));
    await within(item).findByRole('button', { name: `DELETE ${event.heading}` });
    expect(app.network.find('PUT', `/v1.5/events/delete/${event.id}`)[1]?.search).toBe(
      '?isDeleted=false',
    );
    expect((await allEvents(token)).find((e) => e.id === event.id)?.isDeleted).toBe(false);
  });
});
