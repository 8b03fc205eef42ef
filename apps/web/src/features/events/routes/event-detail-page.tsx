import { EVENT_MESSAGES } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { HelpBlock } from '../../../components/ui/help-block';
import { AlertCircleIcon, CalendarIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-client';
import { eventQuery, fetchEvent } from '../api';
import { AboutEvent, AboutSpeaker } from '../components/detail/event-about';
import { EmailLinkPanel } from '../components/detail/email-link-panel';
import { EventFaqs } from '../components/detail/event-faqs';
import { EventHead } from '../components/detail/event-head';
import { EventHero } from '../components/detail/event-hero';
import { EventRecording } from '../components/detail/event-recording';
import { EventRegistration } from '../components/detail/event-registration';
import { eventPath, isWebLink } from '../lib/event-links';
import { toAbsoluteUrl } from '../../../lib/site-url';

/**
 * /events/:id, by uniqueNameForUrl, id or uuid. An unknown or deleted event is a 404 that the
 * route's error boundary draws as 'Event Not found' (spec §8).
 */
export async function loadEventPage({ params, request }: LoaderFunctionArgs) {
  const key = params.id ?? '';
  try {
    return { key, event: await fetchEvent(key, request.signal) };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(EVENT_MESSAGES.notFound, { status: 404 });
    }
    throw error;
  }
}

export function EventDetailPage() {
  const loaded = useLoaderData<typeof loadEventPage>();
  // The loader's answer seeds the cache; registrations refresh the seat figures through it.
  const { data: event } = useQuery({ ...eventQuery(loaded.key), initialData: loaded.event });
  // The page's own address, for the canonical link, Open Graph, JSON-LD and calendar entries.
  const pageUrl = toAbsoluteUrl(eventPath(event));
  const hasRegistration = event.isActive && !isWebLink(event.enrollLink);

  return (
    <>
      <EventHead event={event} pageUrl={pageUrl} />
      <EventHero event={event} pageUrl={pageUrl} />
      <EmailLinkPanel event={event} />
      {hasRegistration && <EventRegistration event={event} />}
      <EventRecording event={event} />
      <AboutEvent event={event} />
      <AboutSpeaker event={event} />
      <EventFaqs />
      <HelpBlock
        headingId="event-help-heading"
        title="Questions about this event?"
        description="Write to us or call, and we’ll help you join. Want to talk about a program? Ask for a call back."
      />
    </>
  );
}

/** The event route's error page: 'Event Not found' for a 404, a retry for anything else. */
export function EventErrorBoundary() {
  const error = useRouteError();
  const { id } = useParams();
  const revalidator = useRevalidator();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <>
      <PageTitle page={isNotFound ? EVENT_MESSAGES.notFound : 'Event unavailable'} />
      <Container width="reading" className="flex flex-col items-center py-20 text-center sm:py-28">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          {isNotFound ? <CalendarIcon size={32} /> : <AlertCircleIcon size={32} />}
        </span>
        <h1 className="text-h2 font-extrabold sm:text-h1">
          {isNotFound ? EVENT_MESSAGES.notFound : 'We couldn’t load this event'}
        </h1>
        <p className="mt-4 text-lg text-ink-600">
          {isNotFound
            ? `There is no event at “${id ?? ''}”. It may have been removed, or the link may be mistyped.`
            : 'Something went wrong on the way. Check your connection and try again.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!isNotFound && (
            <Button
              onClick={() => void revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
            >
              {revalidator.state === 'loading' ? 'Retrying…' : 'Try again'}
            </Button>
          )}
          <ButtonLink to="/event-listing" variant={isNotFound ? 'primary' : 'secondary'}>
            See all events
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Take me home
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
