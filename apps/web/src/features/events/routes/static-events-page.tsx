import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTitle } from '../../../components/ui/page-title';
import { SAMPLE_EVENTS } from '../../../content/events/sample-events';
import { EventCard } from '../components/event-card';
import { REGISTER_SECTION_ID } from '../lib/event-links';

/** /updated-css: four sample events (spec §2), static content on the listing's card. */
export function StaticEventsPage() {
  return (
    <>
      <PageTitle
        page="Sample events"
        description="A look at upcoming Kaksha events: live sessions on web development, machine learning, coding interviews and IoT."
        path="/updated-css"
        // Sample events, not real dates: the event listing is the page to find.
        isNoIndex
      />
      <PageHeading
        eyebrow="Events"
        title="Upcoming Events"
        description="Live sessions with the mentors behind our programs. Pick one, enroll, and bring your questions."
      />
      <section aria-label="Sample events" className="py-12 sm:py-16">
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2">
            {SAMPLE_EVENTS.map((event) => {
              const path = `/events/${encodeURIComponent(event.id)}`;
              return (
                <li key={event.id}>
                  <EventCard
                    heading={event.title}
                    subHeading={event.summary}
                    speakerName={event.speaker}
                    date={event.date}
                    time={event.time}
                    detailsTo={path}
                    action={{
                      label: 'Enroll',
                      to: `${path}#${REGISTER_SECTION_ID}`,
                      ariaLabel: `Enroll in ${event.title}`,
                    }}
                  />
                </li>
              );
            })}
          </ul>
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/event-listing" variant="secondary">
              See all events
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
