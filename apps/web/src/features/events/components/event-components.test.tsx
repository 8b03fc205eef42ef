import type { Event } from '@kaksha/shared';
import { EVENT_MESSAGES } from '@kaksha/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventInitial, googleCalendarUrl } from '../lib/event-links';
import { toScriptJson } from '../../../lib/structured-data';
import { eventStructuredData } from './detail/event-head';
import { SpeakerImage } from './detail/speaker-image';
import { EventBanner } from './event-banner';
import { PastEventCard } from './past-event-card';

// An event as the API answers it, for the pieces that only draw one.
const EVENT: Event = {
  id: 7,
  uuid: '3f2a9c1e-8d4b-4e7a-9c1d-2b3e4f5a6b7c',
  heading: 'Systems design </script> night',
  subHeading: 'Scaling a URL shortener',
  date: '2025-03-05T13:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  description: '',
  mode: 'Online',
  bannerLinkPC: '',
  bannerLinkMobile: '',
  bannerPCFileName: '',
  bannerMobileFileName: '',
  speakerImageLink: '',
  speakerImageLinkFileName: '',
  speakerImg: '',
  speakerName: 'Sneha Kulkarni',
  aboutSpeaker: '',
  speakerSocial: '',
  speakerExperience: '',
  youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  enrollLink: '',
  uniqueNameForUrl: 'systems-design-night-2025-03-05',
  isActive: false,
  isDeleted: false,
  capacity: null,
  registeredCount: 0,
  waitlistCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('past event card', () => {
  it("shows 'Invalid YouTube URL' for a link without a v parameter", () => {
    render(<PastEventCard event={EVENT} />);
    expect(screen.getByText(EVENT_MESSAGES.invalidYoutube)).toBeTruthy();
    expect(screen.getByText('Sneha Kulkarni')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Play the recording/ })).toBeNull();
  });
});

describe('event banner', () => {
  it('serves the phone banner under 768 px and the wide one above', () => {
    const { container } = render(
      <EventBanner
        heading="Talk"
        desktopSrc="https://cdn.example.org/wide.webp"
        mobileSrc="https://cdn.example.org/phone.webp"
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toBe('https://cdn.example.org/phone.webp');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.org/wide.webp',
    );
  });

  it('draws a stand-in with the initial when there is no banner or it fails to load', () => {
    const { container, rerender } = render(<EventBanner heading="data night" desktopSrc="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('D');

    rerender(<EventBanner heading="data night" desktopSrc="https://cdn.example.org/gone.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('D');
  });
});

describe('speaker image', () => {
  it('falls back to the default image when the photo fails to load', () => {
    render(<SpeakerImage src="https://cdn.example.org/speaker.jpg" name="Vikram Iyer" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Vikram Iyer' }));
    expect(screen.getByRole('img', { name: 'Vikram Iyer (no photo)' }).tagName).toBe('svg');
  });
});

describe('event links and data', () => {
  it("takes the heading's first letter as the badge", () => {
    expect(eventInitial('  machine learning')).toBe('M');
    expect(eventInitial('')).toBe('?');
  });

  it('builds a one-hour Google Calendar entry in UTC', () => {
    const url = new URL(googleCalendarUrl(EVENT, 'https://kaksha.in/events/x'));
    expect(url.searchParams.get('dates')).toBe('20250305T133000Z/20250305T143000Z');
    expect(url.searchParams.get('details')).toBe(
      'Scaling a URL shortener\n\nDetails and joining link: https://kaksha.in/events/x',
    );
  });

  it('writes JSON-LD that no heading can break out of', () => {
    const withBanner = { ...EVENT, bannerLinkPC: '/media/banner.webp' };
    const json = toScriptJson(eventStructuredData(withBanner, 'https://kaksha.in/events/x'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      name: 'Systems design </script> night',
      endDate: '2025-03-05T14:30:00.000Z',
      image: ['https://kaksha.in/media/banner.webp'],
      organizer: { name: 'Kaksha', url: 'https://kaksha.in/' },
      location: { '@type': 'VirtualLocation', url: 'https://kaksha.in/events/x' },
    });
  });
});
