import { z } from 'zod';
import {
  BATCH_CAPACITY_MAX,
  BATCH_NAME_MAX,
  PATTERN_WEEKS_MAX,
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  SESSION_TITLE_MAX,
  generateWeeklySessions,
  istDate,
  istInstant,
  istTime,
  text,
} from '@kaksha/shared';
import type {
  BatchDetail,
  BatchSession,
  CreateBatchBody,
  CreateSessionBody,
  UpdateBatchBody,
  UpdateSessionBody,
  WeeklyPattern,
} from '@kaksha/shared';

// The batch console's forms: every value a string as the inputs hold it, checked here before
// anything is sent (the server checks again; its 400 names the field and shows beside it).
// Dates and times are India Standard Time whatever the staff member's own time zone.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

const wholeNumber = (label: string, min: number, max: number) =>
  text()
    .trim()
    .refine((v) => /^\d+$/.test(v), `${label} must be a whole number`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${label} must be ${min} to ${max}`);

const dateField = (label: string) => text().refine((v) => DATE.test(v), `Choose the ${label}`);

const optionalDateTime = text().refine(
  (v) => v === '' || LOCAL_DATE_TIME.test(v),
  'Give a date and time, or leave it empty',
);

const httpsOrEmpty = (label: string) =>
  text()
    .trim()
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), `${label} must be an https:// link`);

const name = text()
  .trim()
  .min(3, 'Name the batch (at least 3 characters).')
  .max(BATCH_NAME_MAX, `At most ${BATCH_NAME_MAX} characters`);

/** An IST wall-clock `YYYY-MM-DDTHH:MM` (a datetime-local input) as an ISO instant. */
export function istLocalToInstant(value: string): string {
  const [date = '', time = '00:00'] = value.split('T');
  return istInstant(date, time).toISOString();
}

/** An instant as a datetime-local input's value in IST. */
export function instantToIstLocal(instant: string): string {
  return `${istDate(instant)}T${istTime(instant)}`;
}

// ---- New batch ----

export const newBatchFormSchema = z.object({
  name,
  startDate: dateField('start date'),
  capacity: wholeNumber('Capacity', 1, BATCH_CAPACITY_MAX),
  enrolmentClosesAt: optionalDateTime,
  status: z.enum(['draft', 'open']),
  weekdays: z.array(z.string()).min(1, 'Choose at least one day of the week.'),
  startTime: text().refine((v) => TIME.test(v), 'The start time must be like 10:00 (IST).'),
  durationMinutes: wholeNumber('Duration', SESSION_MINUTES_MIN, SESSION_MINUTES_MAX),
  weeks: wholeNumber('Weeks', 1, PATTERN_WEEKS_MAX),
});
export type NewBatchValues = z.infer<typeof newBatchFormSchema>;

export const EMPTY_NEW_BATCH: NewBatchValues = {
  name: '',
  startDate: '',
  capacity: '60',
  enrolmentClosesAt: '',
  status: 'draft',
  weekdays: ['6', '0'],
  startTime: '10:00',
  durationMinutes: '120',
  weeks: '12',
};

/** The pattern the inputs describe, or undefined while they describe none. */
export function patternOf(values: Partial<NewBatchValues>): WeeklyPattern | undefined {
  const weekdays = [...new Set((values.weekdays ?? []).map(Number))].filter(
    (d) => Number.isInteger(d) && d >= 0 && d <= 6,
  );
  const durationMinutes = Number(values.durationMinutes);
  const weeks = Number(values.weeks);
  if (weekdays.length === 0 || !TIME.test(values.startTime ?? '')) return undefined;
  if (!Number.isInteger(durationMinutes) || durationMinutes < SESSION_MINUTES_MIN) return undefined;
  if (durationMinutes > SESSION_MINUTES_MAX) return undefined;
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > PATTERN_WEEKS_MAX) return undefined;
  return { weekdays, startTime: values.startTime!, durationMinutes, weeks };
}

/** The sessions the pattern will make (the live preview), or undefined while it is incomplete. */
export function previewSessions(values: Partial<NewBatchValues>) {
  const pattern = patternOf(values);
  if (!pattern || !DATE.test(values.startDate ?? '')) return undefined;
  return generateWeeklySessions(values.startDate!, pattern);
}

export function toCreateBody(courseId: string, values: NewBatchValues): CreateBatchBody {
  return {
    courseId: courseId as CreateBatchBody['courseId'],
    name: values.name.trim(),
    startDate: values.startDate,
    capacity: Number(values.capacity),
    status: values.status,
    ...(values.enrolmentClosesAt
      ? { enrolmentClosesAt: istLocalToInstant(values.enrolmentClosesAt) }
      : {}),
    pattern: patternOf(values),
  };
}

// ---- Editing a batch ----

export const editBatchFormSchema = z.object({
  name,
  startDate: dateField('start date'),
  endDate: dateField('end date'),
  capacity: wholeNumber('Capacity', 1, BATCH_CAPACITY_MAX),
  enrolmentClosesAt: text().refine((v) => LOCAL_DATE_TIME.test(v), 'Give a date and time'),
});
export type EditBatchValues = z.infer<typeof editBatchFormSchema>;

export function batchToEditValues(batch: BatchDetail): EditBatchValues {
  return {
    name: batch.name,
    startDate: batch.startDate,
    endDate: batch.endDate,
    capacity: String(batch.capacity),
    enrolmentClosesAt: instantToIstLocal(batch.enrolmentClosesAt),
  };
}

/** Only what changed; empty when nothing did. */
export function toUpdateBody(batch: BatchDetail, values: EditBatchValues): UpdateBatchBody {
  const before = batchToEditValues(batch);
  const body: UpdateBatchBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.startDate !== before.startDate) body.startDate = values.startDate;
  if (values.endDate !== before.endDate) body.endDate = values.endDate;
  if (values.capacity.trim() !== before.capacity) body.capacity = Number(values.capacity);
  if (values.enrolmentClosesAt !== before.enrolmentClosesAt) {
    body.enrolmentClosesAt = istLocalToInstant(values.enrolmentClosesAt);
  }
  return body;
}

// ---- Sessions ----

export const sessionFormSchema = z.object({
  date: dateField('date'),
  time: text().refine((v) => TIME.test(v), 'The time must be like 10:00 (IST).'),
  durationMinutes: wholeNumber('Duration', SESSION_MINUTES_MIN, SESSION_MINUTES_MAX),
  title: text()
    .trim()
    .min(1, 'Give the session a title.')
    .max(SESSION_TITLE_MAX, `At most ${SESSION_TITLE_MAX} characters`),
  joinUrl: httpsOrEmpty('The join link'),
  recordingUrl: httpsOrEmpty('The recording link'),
});
export type SessionValues = z.infer<typeof sessionFormSchema>;

export function sessionToValues(session?: BatchSession, fallbackDate = ''): SessionValues {
  if (!session) {
    return {
      date: fallbackDate,
      time: '10:00',
      durationMinutes: '120',
      title: '',
      joinUrl: '',
      recordingUrl: '',
    };
  }
  return {
    date: istDate(session.startsAt),
    time: istTime(session.startsAt),
    durationMinutes: String(session.durationMinutes),
    title: session.title,
    joinUrl: session.joinUrl ?? '',
    recordingUrl: session.recordingUrl ?? '',
  };
}

export function toSessionBody(values: SessionValues): CreateSessionBody & UpdateSessionBody {
  return {
    startsAt: istInstant(values.date, values.time).toISOString(),
    durationMinutes: Number(values.durationMinutes),
    title: values.title.trim(),
    joinUrl: values.joinUrl.trim() || null,
    recordingUrl: values.recordingUrl.trim() || null,
  };
}

/** The server names `startsAt`; the form shows it beside the date. */
export const SESSION_FIELD_OF: Record<string, keyof SessionValues> = {
  startsAt: 'date',
  durationMinutes: 'durationMinutes',
  title: 'title',
  joinUrl: 'joinUrl',
  recordingUrl: 'recordingUrl',
};
