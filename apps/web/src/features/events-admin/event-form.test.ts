import type { Event } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_EVENT_FORM,
  buildEventPatch,
  eventFormSchema,
  eventToFormValues,
  formValuesToInput,
} from './event-form';

const EVENT: Event = {
  id: 7,
  uuid: '0b7c5f7e-8d7e-4a59-9a55-0d8e8f3f3b11',
  heading: 'Rust meetup',
  subHeading: 'Ownership',
  date: '2030-03-05T13:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  description: '',
  mode: 'Online',
  bannerLinkPC: '/api/uploads/events/banner-pc/rust.webp',
  bannerLinkMobile: '',
  bannerPCFileName: 'events/banner-pc/rust.png',
  bannerMobileFileName: '',
  speakerImageLink: '',
  speakerImageLinkFileName: '',
  speakerImg: '',
  speakerName: 'Meera',
  aboutSpeaker: '',
  speakerSocial: '',
  speakerExperience: '',
  youtubeLink: '',
  enrollLink: '',
  uniqueNameForUrl: 'rust-meetup',
  isActive: true,
  isDeleted: false,
  capacity: null,
  registeredCount: 0,
  waitlistCount: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('event form values', () => {
  it('start from the event: its date as wall-clock time in its zone, its image file names', () => {
    const values = eventToFormValues(EVENT);
    expect(values.date).toBe('2030-03-05T19:00');
    expect(values.bannerLinkPC).toBe('events/banner-pc/rust.png');
    expect(values.isActive).toBe('Yes');
    expect(values.capacity).toBe('');
    expect(formValuesToInput(values).date).toBe(EVENT.date);
  });

  it('patch nothing when nothing changed, whitespace included', () => {
    const original = eventToFormValues(EVENT);
    expect(buildEventPatch(original, { ...original, heading: ' Rust meetup  ' })).toEqual([]);
  });

  it('patch the instant and the zone when only the zone changes (same wall-clock time)', () => {
    const original = eventToFormValues(EVENT);
    expect(buildEventPatch(original, { ...original, timeZone: 'UTC' })).toEqual([
      { op: 'replace', path: '/date', value: '2030-03-05T19:00:00.000Z' },
      { op: 'replace', path: '/timeZone', value: 'UTC' },
    ]);
  });

  it('send capacity as a number, and clear it with null', () => {
    const original = { ...eventToFormValues(EVENT), capacity: '40' };
    expect(formValuesToInput(original).capacity).toBe(40);
    expect(buildEventPatch(original, { ...original, capacity: '' })).toEqual([
      { op: 'replace', path: '/capacity', value: null },
    ]);
  });

  it('check the fields with the shared rules before sending', () => {
    const result = eventFormSchema.safeParse({
      ...EMPTY_EVENT_FORM,
      heading: '<b>Hi</b>',
      enrollLink: 'http://insecure.example.com',
      youtubeLink: 'https://youtu.be/abc',
      capacity: '2.5',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      heading: 'Use plain text: HTML tags are not allowed',
      date: 'Date must be a valid date and time',
      enrollLink: 'Links must start with https://',
      youtubeLink: 'Invalid YouTube URL',
      capacity: 'Capacity must be a whole number',
    });
  });
});
