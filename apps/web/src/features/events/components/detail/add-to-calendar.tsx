import type { Event } from '@kaksha/shared';
import { ExternalLink } from '../../../../components/ui/external-link';
import { CalendarIcon } from '../../../../components/ui/icons';
import { calendarFileUrl } from '../../api';
import { eventKey, googleCalendarUrl } from '../../lib/event-links';
import { DownloadIcon } from '../event-icons';

const LINK_CLASS =
  'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors ring-inset hover:bg-brand-50';

/** "Add to calendar": the event's .ics file, or a Google Calendar entry of its hour. */
export function AddToCalendar({ event, pageUrl }: { event: Event; pageUrl: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-ink-600">Add to calendar:</span>
      <a href={calendarFileUrl(eventKey(event))} download className={LINK_CLASS}>
        <DownloadIcon size={16} />
        Calendar file (.ics)
      </a>
      <ExternalLink href={googleCalendarUrl(event, pageUrl)} className={LINK_CLASS}>
        <CalendarIcon size={16} />
        Google Calendar
      </ExternalLink>
    </div>
  );
}
