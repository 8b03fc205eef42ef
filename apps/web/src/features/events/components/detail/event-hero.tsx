import {
  EVENT_MODE_DEFAULT,
  EVENT_STUDENTS_LABEL,
  formatEventDate,
  formatEventTime,
} from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { ButtonAnchor, ButtonLink } from '../../../../components/ui/button';
import { Breadcrumb } from '../../../../components/ui/breadcrumb';
import { Container } from '../../../../components/ui/container';
import { CalendarIcon, ClockIcon } from '../../../../components/ui/icons';
import { isWebLink, REGISTER_SECTION_ID } from '../../lib/event-links';
import { EventBanner } from '../event-banner';
import { GlobeIcon, UsersIcon } from '../event-icons';
import { AddToCalendar } from './add-to-calendar';

/**
 * The top of the event page (spec §2): breadcrumb, heading, sub-heading, "10K+ Students", the
 * date and time, the mode, and Enroll Now while the event is active.
 */
export function EventHero({ event, pageUrl }: { event: Event; pageUrl: string }) {
  const facts = [
    { key: 'students', icon: UsersIcon, content: EVENT_STUDENTS_LABEL },
    {
      key: 'date',
      icon: CalendarIcon,
      content: <time dateTime={event.date}>{formatEventDate(event.date, event.timeZone)}</time>,
    },
    { key: 'time', icon: ClockIcon, content: formatEventTime(event.date, event.timeZone) },
    { key: 'mode', icon: GlobeIcon, content: `Mode : ${event.mode || EVENT_MODE_DEFAULT}` },
  ];

  return (
    <div className="relative overflow-hidden border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand-200/50 blur-3xl"
      />
      <Container className="relative grid gap-10 py-10 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div className="min-w-0">
          <Breadcrumb
            trail={[
              { to: '/', label: 'Home' },
              { to: '/event-listing', label: 'Events' },
            ]}
            current={event.heading}
          />
          <h1 className="mt-5 text-h2 font-extrabold break-words sm:text-h1">{event.heading}</h1>
          {event.subHeading && (
            <p className="mt-3 text-xl font-semibold text-brand-800">{event.subHeading}</p>
          )}

          <ul className="mt-6 grid gap-2.5 text-ink-700 sm:grid-cols-2">
            {facts.map(({ key, icon: Icon, content }) => (
              <li key={key} className="flex items-center gap-2.5">
                <Icon size={18} className="shrink-0 text-brand-700" />
                <span>{content}</span>
              </li>
            ))}
          </ul>

          {event.isActive && (
            <div className="mt-8 grid gap-5">
              <div>
                {isWebLink(event.enrollLink) ? (
                  <ButtonAnchor href={event.enrollLink} size="lg">
                    Enroll Now
                  </ButtonAnchor>
                ) : (
                  <ButtonLink to={{ hash: REGISTER_SECTION_ID }} size="lg">
                    Enroll Now
                  </ButtonLink>
                )}
              </div>
              <AddToCalendar event={event} pageUrl={pageUrl} />
            </div>
          )}
        </div>
        <EventBanner
          heading={event.heading}
          desktopSrc={event.bannerLinkPC}
          mobileSrc={event.bannerLinkMobile}
          isPriority
          className="rounded-panel shadow-raised ring-1 ring-ink-200/60"
        />
      </Container>
    </div>
  );
}
