import { EVENT_MESSAGES, UPLOAD_MAX_BYTES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpApp } from '../../test/render-app';
import {
  allEvents,
  fill,
  findEventItem,
  findToast,
  openDialog,
  saveButton,
  seedEvent,
  seedUploadedImage,
  signInAsEventManager,
  uniqueHeading,
} from './test/manage-events-helpers';

const app = setUpApp();
const PAGE = '/operations/manage-events';
// Real API calls (image re-encoding, several round trips per test) on a machine busy with the
// rest of the run: more than the 5 s default.
const PRESIGN = '/v1.5/s3/get-presigned-url-for-upload';
const PRESIGN_UPDATE = '/v1.5/s3/get-presigned-url-for-update';

// A real 1x1 PNG.
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = 'banner.png') => new File([PNG_BYTES], name, { type: 'image/png' });

// jsdom has no object URLs: these record what the page made one of (an image preview).
const objectUrls: Blob[] = [];

beforeAll(async () => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      objectUrls.push(blob);
      return `blob:http://localhost:3000/${objectUrls.length}`;
    },
    revokeObjectURL: () => {},
  });
  await import('./routes/manage-events-page');
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});
beforeEach(() => {
  objectUrls.length = 0;
  // jsdom's XMLHttpRequest enforces CORS, and the test page (http://localhost:3000) is not an
  // origin the test API allows, so its preflight for the PUT is refused. The page then sends the
  // file with fetch, its fallback where there is no XMLHttpRequest (no progress events).
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function imageField(dialog: HTMLElement, label: string) {
  const group = within(dialog).getByRole('group', { name: label });
  return {
    group,
    choose: (file: File) =>
      fireEvent.change(within(group).getByLabelText(`Choose ${label.toLowerCase()} image`), {
        target: { files: [file] },
      }),
    upload: () => fireEvent.click(within(group).getByRole('button', { name: `Upload ${label}` })),
    message: () => within(group).getByRole('status').textContent,
  };
}

async function openAddDialog() {
  const token = await signInAsEventManager();
  app.renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Manage Events' });
  const dialog = await openDialog('ADD', 'Add event');
  return { token, dialog, banner: imageField(dialog, 'Banner (PC)') };
}

/** Records whether a progress bar was ever drawn inside `container`. */
function watchForProgressBar(container: HTMLElement) {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= container.querySelector('[role="progressbar"]') !== null;
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

describe('/operations/manage-events: image uploads', () => {
  it('uploads a real PNG in two steps and saves the event with its file name', async () => {
    const { token, dialog, banner } = await openAddDialog();
    const heading = uniqueHeading('Launch night');
    fill(dialog, 'Heading', heading);
    fill(dialog, 'Date and time', '2030-06-01T18:30');
    banner.choose(png());
    expect(within(banner.group).getByRole('img', { name: 'Banner (PC) preview' })).toBeTruthy();
    expect(objectUrls[0]).toBeInstanceOf(File);

    const sawProgress = watchForProgressBar(banner.group);
    banner.upload();
    expect(await within(banner.group).findByText(EVENT_MESSAGES.uploadSuccess)).toBeTruthy();
    expect(sawProgress()).toBe(true);
    expect(await findToast(EVENT_MESSAGES.uploadSuccess)).toBeTruthy();

    const [presign] = app.network.find('POST', PRESIGN);
    expect(JSON.parse(presign?.body ?? '{}')).toEqual({
      formattedHeading: heading.replace(/\s+/g, '_'),
      formattedDate: '2030-06-01',
      formattedType: 'bannerPC',
      formattedExtension: 'png',
      contentLength: PNG_BYTES.length,
      contentType: 'image/png',
    });
    const put = app.network.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toMatch(/^\/uploads\/.+\.png$/);
    expect(put?.contentType).toBe('image/png');

    fireEvent.click(saveButton(dialog));
    expect(await findToast(EVENT_MESSAGES.added)).toBeTruthy();
    const [post] = app.network.find('POST', '/v1.5/events');
    const sent = JSON.parse(post?.body ?? '{}') as { bannerLinkPC: string };
    expect(put?.path).toContain(sent.bannerLinkPC);
    const stored = (await allEvents(token)).find((e) => e.heading === heading);
    expect(stored?.bannerPCFileName).not.toBe('');
    expect(stored?.bannerLinkPC).toMatch(/\/uploads\/.+/);
  });

  it('checks the type and size of the file before anything is sent', async () => {
    const { dialog, banner } = await openAddDialog();
    fill(dialog, 'Heading', uniqueHeading());
    banner.choose(new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(banner.message()).toBe(EVENT_MESSAGES.imageTypes);
    expect(within(banner.group).queryByRole('img')).toBeNull();
    banner.upload();
    expect(banner.message()).toBe(EVENT_MESSAGES.imageTypes);

    const tooBig = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.png', {
      type: 'image/png',
    });
    banner.choose(tooBig);
    expect(banner.message()).toBe(EVENT_MESSAGES.imageTooLarge);
    banner.upload();
    expect(app.network.count('POST', PRESIGN)).toBe(0);
  });

  it('asks for a file, then for a heading, before asking for an upload URL', async () => {
    const { dialog, banner } = await openAddDialog();
    banner.upload();
    expect(banner.message()).toBe(EVENT_MESSAGES.selectFile);
    expect(await findToast(EVENT_MESSAGES.selectFile)).toBeTruthy();

    banner.choose(png());
    banner.upload();
    expect(banner.message()).toBe(EVENT_MESSAGES.headingBeforeUpload);
    expect(await findToast(EVENT_MESSAGES.headingBeforeUpload)).toBeTruthy();
    expect(app.network.count('POST', PRESIGN)).toBe(0);
    expect(saveButton(dialog).disabled).toBe(false);
  });

  it('says when the URL cannot be had, comes without a URL, or the file is refused', async () => {
    const { dialog, banner } = await openAddDialog();
    fill(dialog, 'Heading', uniqueHeading());
    banner.choose(png());

    app.network.inject(`POST ${PRESIGN}`, { times: 1, refuse: { status: 503 } });
    banner.upload();
    await waitFor(() => expect(banner.message()).toBe(EVENT_MESSAGES.presignFailed));
    expect(await findToast(EVENT_MESSAGES.presignFailed)).toBeTruthy();

    app.network.inject(`POST ${PRESIGN}`, {
      times: 1,
      respond: { status: 200, body: { fileName: 'x.png', headers: {}, expiresAt: '' } },
    });
    banner.upload();
    await waitFor(() => expect(banner.message()).toBe(EVENT_MESSAGES.presignMissing));

    // Declared a PNG, but not one: the storage reads the bytes and refuses it.
    banner.choose(new File(['plain text, not a picture'], 'fake.png', { type: 'image/png' }));
    banner.upload();
    await waitFor(() => expect(banner.message()).toBe(EVENT_MESSAGES.uploadFailed));
    expect(await findToast(EVENT_MESSAGES.uploadFailed)).toBeTruthy();
    expect(app.network.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it("replaces an event's image with the update URL and keeps Save off while it uploads", async () => {
    const token = await signInAsEventManager();
    const oldKey = await seedUploadedImage(token, PNG_BYTES);
    const event = await seedEvent({ bannerLinkPC: oldKey });
    expect(event.bannerPCFileName).not.toBe('');
    app.renderApp(PAGE);
    await findEventItem(event.heading);
    const dialog = await openDialog(`UPDATE ${event.heading}`, 'Update event');
    const banner = imageField(dialog, 'Banner (PC)');
    const preview = within(banner.group).getByRole<HTMLImageElement>('img', {
      name: 'Banner (PC) preview',
    });
    // The API's image link (absolute on PUBLIC_URL, the page's site), on the API's address (the
    // test API has an origin of its own).
    expect(preview.getAttribute('src')).toBe(
      new URL(new URL(event.bannerLinkPC, window.location.href).pathname, app.network.apiBase).href,
    );

    banner.choose(png('new-banner.png'));
    app.network.inject(`POST ${PRESIGN_UPDATE}`, { times: 1, delayMs: 300 });
    banner.upload();
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(true));
    expect(await within(banner.group).findByText(EVENT_MESSAGES.uploadSuccess)).toBeTruthy();
    expect(saveButton(dialog).disabled).toBe(false);
    const [presign] = app.network.find('POST', PRESIGN_UPDATE);
    expect(JSON.parse(presign?.body ?? '{}')).toMatchObject({
      oldKey: event.bannerPCFileName,
      formattedType: 'bannerPC',
      formattedDate: '2030-03-05',
    });

    fireEvent.click(saveButton(dialog));
    expect(await findToast(EVENT_MESSAGES.updated)).toBeTruthy();
    const [patch] = app.network.find('PATCH', `/v1.5/events/${event.id}`);
    const ops = JSON.parse(patch?.body ?? '[]') as Array<{ path: string; value: string }>;
    expect(ops.map((op) => op.path)).toEqual(['/bannerLinkPC']);
    const stored = (await allEvents(token)).find((e) => e.id === event.id);
    expect(stored?.bannerPCFileName).not.toBe(event.bannerPCFileName);
  });
});
