import {
  PastEventsSection,
  UpcomingEventsSection,
} from '../../features/events/components/home-event-sections';
import { HomePage } from '../../features/home/routes/home-page';

/** The landing page with the events feature's two carousels in its slots. */
export function HomeRoute() {
  return (
    <HomePage
      upcomingEventsSlot={<UpcomingEventsSection />}
      pastEventsSlot={<PastEventsSection />}
    />
  );
}
