import type { Event, Registration, RegistrationResult } from '@kaksha/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { buildApiUrl, callApi, callAuthApi } from '../../lib/api-client';

// The events' data access: query option factories on the one API client, answers checked with
// the shared schemas (loaded with the first request, event-schemas.ts). Public reads send no
// bearer token (a stale one must not fail them).

const loadSchemas = () => import('./event-schemas');

export const eventQueryKeys = {
  all: ['events'] as const,
  list: (active: boolean) => ['events', 'list', active] as const,
  carousel: (active: boolean) => ['events', 'carousel', active] as const,
  details: ['events', 'detail'] as const,
  detail: (key: string) => ['events', 'detail', key] as const,
  myRegistration: (key: string) => ['events', 'my-registration', key] as const,
};

/** Cards per page on /event-listing; more load with "Show more events". */
export const EVENT_LIST_PAGE_SIZE = 24;
/** Slides in each landing-page carousel. */
export const EVENT_CAROUSEL_SIZE = 12;

export interface EventPage {
  events: Event[];
  /** X-Next-Cursor: there are more after these. */
  nextCursor: string | undefined;
}

async function fetchEventPage(
  active: boolean,
  limit: number,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<EventPage> {
  let nextCursor: string | undefined;
  const [{ eventListSchema }, body] = await Promise.all([
    loadSchemas(),
    callApi<unknown>('/v1.5/events', {
      query: { active, limit, cursor },
      signal,
      accessToken: null,
      onHeaders: (headers) => {
        nextCursor = headers.get('X-Next-Cursor') ?? undefined;
      },
    }),
  ]);
  return { events: eventListSchema.parse(body), nextCursor };
}

/** Upcoming (soonest first) or past (most recent first) events, a page at a time. */
export function eventListQuery(active: boolean) {
  return infiniteQueryOptions({
    queryKey: eventQueryKeys.list(active),
    queryFn: ({ pageParam, signal }) =>
      fetchEventPage(active, EVENT_LIST_PAGE_SIZE, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The first few upcoming or past events, for the landing page. */
export function eventCarouselQuery(active: boolean) {
  return queryOptions({
    queryKey: eventQueryKeys.carousel(active),
    queryFn: async ({ signal }) =>
      (await fetchEventPage(active, EVENT_CAROUSEL_SIZE, undefined, signal)).events,
  });
}

/** One event by id, uuid or uniqueNameForUrl; an unknown one is an ApiError with status 404. */
export async function fetchEvent(key: string, signal?: AbortSignal): Promise<Event> {
  const [{ eventSchema }, body] = await Promise.all([
    loadSchemas(),
    callApi<unknown>(`/v1.5/events/${encodeURIComponent(key)}`, { signal, accessToken: null }),
  ]);
  return eventSchema.parse(body);
}

export function eventQuery(key: string) {
  return queryOptions({
    queryKey: eventQueryKeys.detail(key),
    queryFn: ({ signal }) => fetchEvent(key, signal),
  });
}

/** The signed-in learner's registration for the event, or null when there is none. */
export function myRegistrationQuery(key: string) {
  return queryOptions({
    queryKey: eventQueryKeys.myRegistration(key),
    queryFn: async ({ signal }): Promise<Registration | null> => {
      const path = `/v1.5/events/${encodeURIComponent(key)}/registrations/me`;
      const [{ registrationSchema }, body] = await Promise.all([
        loadSchemas(),
        callAuthApi<unknown>(path, { signal }),
      ]);
      return registrationSchema.nullable().parse(body);
    },
  });
}

export interface VisitorDetails {
  name: string;
  email: string;
}

/**
 * Registers for the event: as the signed-in learner (bearer token, no body needed) or as a
 * visitor with a name and e-mail address.
 */
export async function registerForEvent(
  key: string,
  visitor: VisitorDetails | null,
): Promise<RegistrationResult> {
  const path = `/v1.5/events/${encodeURIComponent(key)}/registrations`;
  const body = visitor
    ? await callApi<unknown>(path, { method: 'POST', body: visitor, accessToken: null })
    : await callAuthApi<unknown>(path, { method: 'POST', body: {} });
  return (await loadSchemas()).registrationResultSchema.parse(body);
}

/** Cancels the signed-in learner's registration. */
export async function cancelMyRegistration(key: string): Promise<RegistrationResult> {
  const path = `/v1.5/events/${encodeURIComponent(key)}/registrations/me`;
  const body = await callAuthApi<unknown>(path, { method: 'DELETE' });
  return (await loadSchemas()).registrationResultSchema.parse(body);
}

/** What the links in the registration e-mails do: confirm the seat, or cancel it. */
export type EmailLinkAction = 'confirm' | 'cancel';

export async function actOnEmailLink(
  action: EmailLinkAction,
  token: string,
): Promise<RegistrationResult> {
  const body = await callApi<unknown>(`/v1.5/events/registrations/${action}`, {
    method: 'POST',
    body: { token },
    accessToken: null,
  });
  return (await loadSchemas()).registrationResultSchema.parse(body);
}

/** The event's .ics file, a plain download link. */
export function calendarFileUrl(key: string): string {
  return buildApiUrl(`/v1.5/events/${encodeURIComponent(key)}/calendar.ics`);
}
