import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CalendarIcon, ClockIcon } from '../../../components/ui/icons';
import { eventInitial } from '../lib/event-links';
import { MicIcon } from './event-icons';

/** Where the card's first button goes: another site (a new tab) or a page here. */
export type EventCardAction =
  | { label: string; href: string; ariaLabel: string }
  | { label: string; to: string; ariaLabel: string };

export interface EventCardProps {
  heading: string;
  subHeading?: string;
  speakerName?: string;
  /** As shown: "March 5, 2025, 7:00 PM IST", or the date alone when `time` is given. */
  date: string;
  time?: string;
  /** The start as an ISO instant, for <time dateTime>. */
  dateTime?: string;
  detailsTo: string;
  /** Enroll (open events) or Watch recording (past ones); none: Details only. */
  action?: EventCardAction;
}

/**
 * An event in a list (spec: /event-listing and /updated-css): the heading's initial as a badge,
 * heading, sub-heading, speaker, date and time, then the action and Details.
 */
export function EventCard({
  heading,
  subHeading,
  speakerName,
  date,
  time,
  dateTime,
  detailsTo,
  action,
}: EventCardProps) {
  return (
    <Card as="article" className="flex h-full flex-col">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 font-display text-xl font-black text-brand-800 ring-1 ring-brand-200 ring-inset"
        >
          {eventInitial(heading)}
        </span>
        <div className="min-w-0">
          <h3 className="text-h3 font-bold break-words">{heading}</h3>
          {subHeading && <p className="mt-1 text-ink-600">{subHeading}</p>}
        </div>
      </div>
      <ul className="mt-5 grid flex-1 content-start gap-2 text-sm text-ink-700">
        {speakerName && (
          <li className="flex items-center gap-2.5">
            <MicIcon size={16} className="shrink-0 text-brand-700" />
            <span>
              <span className="sr-only">Speaker: </span>
              {speakerName}
            </span>
          </li>
        )}
        <li className="flex items-center gap-2.5">
          <CalendarIcon size={16} className="shrink-0 text-brand-700" />
          {dateTime ? <time dateTime={dateTime}>{date}</time> : <span>{date}</span>}
        </li>
        {time && (
          <li className="flex items-center gap-2.5">
            <ClockIcon size={16} className="shrink-0 text-brand-700" />
            <span>{time}</span>
          </li>
        )}
      </ul>
      <div className="mt-5 grid grid-cols-2 gap-2 border-t border-ink-100 pt-4">
        {action && 'href' in action && (
          <ButtonAnchor href={action.href} size="sm" aria-label={action.ariaLabel}>
            {action.label}
          </ButtonAnchor>
        )}
        {action && 'to' in action && (
          <ButtonLink to={action.to} size="sm" aria-label={action.ariaLabel}>
            {action.label}
          </ButtonLink>
        )}
        <ButtonLink
          to={detailsTo}
          variant="secondary"
          size="sm"
          aria-label={`Details of ${heading}`}
          className={action ? undefined : 'col-span-2'}
        >
          Details
        </ButtonLink>
      </div>
    </Card>
  );
}
