// Test-only helpers for the manage-events tests: an EVENTS account on the page, events and
// uploads made through the real API, and the page's dialogs and toasts.
import type { Event, EventInput } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import { signInAs } from '../../../test/render-app';
import { createEvent, createEventManager } from '../../../test/seed';

let counter = 0;
/** A heading no other test (or test file) uses. */
export function uniqueHeading(prefix = 'Event') {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** An EVENTS account signed in in this browser; resolves with its access token. */
export async function signInAsEventManager(): Promise<string> {
  return signInAs(await createEventManager());
}

/** A new event (through the API, as the ADMIN) with a unique heading and a date in 2030. */
export function seedEvent(fields: Partial<EventInput> = {}): Promise<Event> {
  return createEvent({
    heading: uniqueHeading(),
    subHeading: 'A seeded event',
    date: '2030-03-05T13:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    isActive: 'Yes',
    ...fields,
  });
}

/** Every event as the API keeps it (GET /v1.5/events/all). */
export async function allEvents(token: string): Promise<Event[]> {
  const answer = await fetch(`${inject('webTestApi').origin}/api/v1.5/events/all`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as Event[];
}

/**
 * The list entry of the event with this heading. The list is read from the real API, which on a
 * machine busy with the rest of the run can take longer than Testing Library's default wait.
 */
export function findEventItem(heading: string) {
  return screen.findByRole('listitem', { name: heading }, { timeout: 15_000 });
}

export async function openDialog(buttonName: string | RegExp, dialogName: string) {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: dialogName });
}

export function fill(container: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** The Save button of an open form dialog. */
export function saveButton(dialog: HTMLElement) {
  return within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' });
}

/** A toast with exactly this text (the toast area, not the same words elsewhere on the page). */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '[data-sonner-toast] *' });
}

/**
 * An uploaded image's file name, through the real two steps (presign, PUT) as the manager, sent
 * to the API's own address.
 */
export async function seedUploadedImage(
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const { origin } = inject('webTestApi');
  const presign = await fetch(`${origin}/api/v1.5/s3/get-presigned-url-for-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      formattedHeading: 'Seeded',
      formattedDate: '2030-03-05',
      formattedType: 'bannerPC',
      formattedExtension: 'png',
      contentLength: bytes.length,
      contentType: 'image/png',
    }),
  });
  const answer = (await presign.json()) as {
    preSignedUrlForUpload: string;
    fileName: string;
    headers: Record<string, string>;
  };
  const url = new URL(answer.preSignedUrlForUpload, origin);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: answer.headers,
    body: bytes,
  });
  if (!put.ok) throw new Error(`seeding an upload: ${put.status} ${await put.text()}`);
  return answer.fileName;
}
