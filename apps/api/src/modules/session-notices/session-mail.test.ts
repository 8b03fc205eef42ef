import { describe, expect, it } from 'vitest';
import { buildSessionNoticeMail, durationText, istWhen, type NoticeMail } from './session-mail';

const mail = (overrides: Partial<NoticeMail> = {}): NoticeMail => ({
  kind: 'reminder_24h',
  learner: { email: 'asha@example.in', name: 'Asha Rao' },
  session: {
    title: 'Session 1',
    startsAt: new Date('2027-03-06T04:30:00Z'),
    durationMinutes: 120,
    joinUrl: 'https://meet.kaksha.example/iot?x=1&y=2',
  },
  courseName: 'IoT',
  batchName: 'Weekend batch · March 2027',
  previousStartsAt: null,
  scheduleUrl: 'https://kaksha.in/my-schedule',
  ...overrides,
});

describe('session e-mails', () => {
  it('give times in IST and lengths in words', () => {
    expect(istWhen(new Date('2027-03-06T04:30:00Z'))).toBe('Sat 6 Mar 2027, 10:00 IST');
    // 23:45 UTC on a Sunday is 05:15 on Monday in India.
    expect(istWhen(new Date('2027-03-07T23:45:00Z'))).toBe('Mon 8 Mar 2027, 05:15 IST');
    expect(durationText(120)).toBe('2 hours');
    expect(durationText(90)).toBe('1 hour 30 minutes');
    expect(durationText(45)).toBe('45 minutes');
  });

  it('remind with the session, program, batch, time, length, join link and schedule', () => {
    const message = buildSessionNoticeMail(mail());
    expect(message.subject).toBe('Reminder: Session 1 (IoT) starts Sat 6 Mar 2027, 10:00 IST');
    expect(message.text).toContain('Hi Asha,');
    for (const line of [
      'Session: Session 1',
      'Program: IoT',
      'Batch: Weekend batch · March 2027',
      'When: Sat 6 Mar 2027, 10:00 IST',
      'Duration: 2 hours',
      'Join the session:\nhttps://meet.kaksha.example/iot?x=1&y=2',
      'Your schedule:\nhttps://kaksha.in/my-schedule',
    ])
      expect(message.text).toContain(line);
    expect(message.html).toContain(
      '<a href="https://meet.kaksha.example/iot?x=1&#38;y=2">https://meet.kaksha.example/iot?x=1&#38;y=2</a>',
    );
    const soon = buildSessionNoticeMail(mail({ kind: 'reminder_1h' }));
    expect(soon.subject).toBe('Starting soon: Session 1 (IoT), Sat 6 Mar 2027, 10:00 IST');
  });

  it('say where the join link will be when there is none yet', () => {
    const message = buildSessionNoticeMail(mail({ session: { ...mail().session, joinUrl: null } }));
    expect(message.text).toContain('The join link will be on your schedule page.');
    expect(message.text).not.toContain('Join the session');
  });

  it('announce a move with the old time, and a cancellation without a join link', () => {
    const moved = buildSessionNoticeMail(
      mail({ kind: 'moved', previousStartsAt: new Date('2027-03-05T04:30:00Z') }),
    );
    expect(moved.subject).toBe(
      'Session moved: Session 1 now starts Sat 6 Mar 2027, 10:00 IST (was Fri 5 Mar 2027, 10:00 IST)',
    );
    expect(moved.text).toContain('https://meet.kaksha.example/iot');
    const cancelled = buildSessionNoticeMail(mail({ kind: 'cancelled' }));
    expect(cancelled.subject).toBe('Session cancelled: Session 1 (IoT), Sat 6 Mar 2027, 10:00 IST');
    expect(cancelled.text).toContain('has been cancelled');
    expect(cancelled.text).not.toContain('meet.kaksha.example');
  });

  it('escape what staff typed in the HTML part', () => {
    const message = buildSessionNoticeMail(
      mail({
        session: { ...mail().session, title: '<b>Intro</b> & "Q"' },
        batchName: "Batch <script>alert('x')</script>",
      }),
    );
    expect(message.html).not.toContain('<b>Intro');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&#60;b&#62;Intro&#60;/b&#62; &#38; &#34;Q&#34;');
    expect(message.text).toContain('Session: <b>Intro</b> & "Q"');
  });
});
