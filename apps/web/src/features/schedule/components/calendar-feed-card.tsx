import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { getButtonClassName } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { SCHEDULE_KEYS, calendarFeedQuery, rotateCalendarFeed } from '../api';
import { googleCalendarUrl, toWebcalUrl } from '../calendar-links';

/**
 * The learner's calendar feed: subscribe in Google Calendar or (webcal://) Apple Calendar and
 * Outlook, copy the link, or reset it when it was shared by mistake. The URL is a secret: shown to
 * the learner only, never logged.
 */
export function CalendarFeedCard() {
  const headingId = useId();
  const query = useQuery(calendarFeedQuery());

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4">
        <div>
          <h2 id={headingId} className="text-xl font-extrabold text-ink-950">
            Add your sessions to your calendar
          </h2>
          <p className="mt-2 text-ink-600">
            Subscribe once and every live session of your batches shows up in your calendar, in IST,
            with its join link. When a session moves or is cancelled, your calendar follows
            (calendar apps refresh a subscription every few hours).
          </p>
        </div>
        {query.isPending ? (
          <Spinner size="sm" label="Loading your calendar link" />
        ) : query.isError ? (
          <RetryAlert
            message="We couldn't load your calendar link."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <FeedLinks url={query.data.url} />
        )}
      </Card>
    </section>
  );
}

function FeedLinks({ url }: { url: string }) {
  const queryClient = useQueryClient();
  const linkFieldId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [isManualCopy, setIsManualCopy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const reset = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(SCHEDULE_KEYS.calendarFeed, feed);
      setIsManualCopy(false);
      setNote(
        'Your calendar link is new. Add it to your calendar again: the old link no longer works.',
      );
    },
    onSettled: () => setIsConfirming(false),
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsManualCopy(false);
      setNote('Link copied. Paste it where your calendar app asks for a calendar URL.');
    } catch {
      // No clipboard access (permission, older browser): show it selected for a manual copy.
      setIsManualCopy(true);
      setNote('Press Ctrl+C (or ⌘C) to copy the selected link.');
      requestAnimationFrame(() => linkRef.current?.select());
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonAnchor href={googleCalendarUrl(url)} className="w-full sm:w-auto">
          Add to Google Calendar
        </ButtonAnchor>
        <a
          href={toWebcalUrl(url)}
          className={getButtonClassName('secondary', 'md', 'w-full sm:w-auto')}
        >
          Apple Calendar or Outlook
        </a>
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      {isManualCopy && (
        <div>
          <label htmlFor={linkFieldId} className="mb-1.5 block text-sm font-semibold">
            Your calendar link
          </label>
          <input
            id={linkFieldId}
            ref={linkRef}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-11 w-full min-w-0 rounded-control border border-ink-300 bg-ink-50 px-3.5 font-mono text-sm text-ink-800"
          />
        </div>
      )}
      <p role="status" className="text-sm font-medium text-success-700 empty:hidden">
        {note}
      </p>
      {reset.isError && (
        <p role="alert" className="text-sm font-semibold text-error-700">
          We couldn't reset your calendar link. Your current link still works; try again.
        </p>
      )}
      <div className="border-t border-ink-100 pt-4">
        <p className="text-sm text-ink-600">
          Keep this link to yourself: anyone who has it can see your sessions and their join links.
          Shared it by mistake? Reset it and the old link stops working.
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 text-error-700 hover:bg-error-50 hover:text-error-700"
          onClick={() => {
            reset.reset();
            setIsConfirming(true);
          }}
        >
          Reset link
        </Button>
      </div>
      {isConfirming && (
        <ConfirmDialog
          message="Reset your calendar link?"
          detail="Your current link stops working at once: calendars subscribed with it stop showing your Kaksha sessions. You will need to add the new link to your calendar again."
          confirmLabel="Reset link"
          cancelLabel="Keep my link"
          isBusy={reset.isPending}
          onConfirm={() => reset.mutate()}
          onCancel={() => setIsConfirming(false)}
        />
      )}
    </div>
  );
}
