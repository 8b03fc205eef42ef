import { queryOptions } from '@tanstack/react-query';
import {
  EVENT_MESSAGES,
  eventListSchema,
  eventSchema,
  presignResponseSchema,
  registrationListSchema,
} from '@kaksha/shared';
import type { Event, PresignResponse } from '@kaksha/shared';
import { callAuthApi } from '../../lib/api-client';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';
import { startNativeDownload } from '../../lib/native-download';

// Staff event management on the one API client (bearer token of an EVENTS or ADMIN account,
// refreshed once on a 401). Every answer is parsed with the shared schemas.

const EVENTS = '/v1.5/events';

export const MANAGE_EVENTS_KEYS = {
  all: ['events-admin', 'all'] as const,
  registrations: (eventId: number) => ['events-admin', eventId, 'registrations'] as const,
};

/** A failed staff call in words (the staff pages' one wording, with this page's line). */
export function adminErrorMessage(error: unknown): string {
  return staffErrorMessage(error, EVENT_MESSAGES.unexpected);
}

/** Every event, deleted and inactive ones included, in date order (GET /v1.5/events/all). */
export function allEventsQuery() {
  return queryOptions({
    queryKey: MANAGE_EVENTS_KEYS.all,
    queryFn: async ({ signal }) =>
      eventListSchema.parse(await callAuthApi<unknown>(`${EVENTS}/all`, { signal })),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** Who signed up for the event (internal registration), with status and waiting-list place. */
export function registrationsQuery(eventId: number) {
  return queryOptions({
    queryKey: MANAGE_EVENTS_KEYS.registrations(eventId),
    queryFn: async ({ signal }) =>
      registrationListSchema.parse(
        await callAuthApi<unknown>(`${EVENTS}/${eventId}/registrations`, { signal }),
      ),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** The body of POST /v1.5/events and the values of its JSON Patch (spec §3 form field names). */
export interface EventInputBody {
  eventMode: string;
  heading: string;
  subHeading: string;
  description: string;
  /** An ISO instant. */
  date: string;
  timeZone: string;
  enrollLink: string;
  speakerName: string;
  aboutSpeaker: string;
  speakerSocialLink: string;
  speakerExperienceDetails: string;
  youtubeLink: string;
  isActive: 'Yes' | 'No';
  bannerLinkPC: string;
  bannerLinkMobile: string;
  speakerImageLink: string;
  capacity: number | null;
}

export type EventPatch = Array<{
  op: 'replace';
  path: `/${keyof EventInputBody}`;
  value: EventInputBody[keyof EventInputBody];
}>;

export async function createEvent(body: EventInputBody): Promise<Event> {
  return eventSchema.parse(await callAuthApi<unknown>(EVENTS, { method: 'POST', body }));
}

export async function patchEvent(id: number, patch: EventPatch): Promise<Event> {
  return eventSchema.parse(
    await callAuthApi<unknown>(`${EVENTS}/${id}`, {
      method: 'PATCH',
      body: patch,
      contentType: 'application/json-patch+json',
    }),
  );
}

/** DELETE (isDeleted true) and UNDELETE (false): a soft delete the public pages respect. */
export async function setEventDeleted(id: number, isDeleted: boolean): Promise<Event> {
  return eventSchema.parse(
    await callAuthApi<unknown>(`${EVENTS}/delete/${id}`, {
      method: 'PUT',
      query: { isDeleted },
    }),
  );
}

/** events.csv with the spec's columns, streamed by the server to the browser's own download. */
export function downloadEventsCsv(): Promise<void> {
  return startNativeDownload(`${EVENTS}/export.csv`);
}

/** One event's registrations as CSV, named by the server after the event. */
export function downloadRegistrationsCsv(eventId: number): Promise<void> {
  return startNativeDownload(`${EVENTS}/${eventId}/registrations.csv`);
}

/** What the upload URL request carries (spec §3), plus the file's size and type. */
export interface PresignBody {
  formattedHeading: string;
  formattedDate: string;
  formattedType: string;
  formattedExtension: string;
  contentLength: number;
  contentType: string;
}

/** The server answered without a URL to upload to. */
export class MissingUploadUrlError extends Error {
  override readonly name = 'MissingUploadUrlError';
}

/** A pre-signed URL for a new image, or (with `oldKey`) for one replacing the event's current one. */
export async function requestUploadUrl(
  body: PresignBody,
  oldKey: string | undefined,
  signal?: AbortSignal,
): Promise<PresignResponse> {
  const path = oldKey
    ? '/v1.5/s3/get-presigned-url-for-update'
    : '/v1.5/s3/get-presigned-url-for-upload';
  const answer = await callAuthApi<unknown>(path, {
    method: 'POST',
    body: oldKey ? { ...body, oldKey } : body,
    signal,
  });
  const parsed = presignResponseSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.preSignedUrlForUpload || !parsed.data.fileName) {
    throw new MissingUploadUrlError(EVENT_MESSAGES.presignMissing);
  }
  return parsed.data;
}
