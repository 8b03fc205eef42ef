import { z } from 'zod';
import { COURSE_IDS } from './course.schema';
import { PHONE_PATTERN } from './auth.messages';
import {
  SALES_PAGE_DEFAULT,
  SALES_PAGE_MAX,
  SALES_SORTS,
  blankOr,
  checkDateRange,
  dayOrInstant,
} from './sales.schema';
import { text } from './text.schema';

/**
 * Call-back requests (beyond the spec): every 'Request a call back' link opens /request-call, a
 * short form a visitor or learner fills in; SALES and ADMIN list them in the sales console and
 * download them as CSV. The same schema checks the form in the browser and the body on the server.
 */

/** What the caller wants to talk about: one of the four programs, or not sure yet. */
export const CALL_BACK_PROGRAMS = [...COURSE_IDS, 'not-sure'] as const;
export type CallBackProgram = (typeof CALL_BACK_PROGRAMS)[number];

export const CALL_BACK_PROGRAM_LABELS: Record<CallBackProgram, string> = {
  webmonk: 'Webmonk (full-stack web development)',
  machinester: 'Machinester (machine learning)',
  'code-slayer': 'Codeslayer (coding and placements)',
  iot: 'IOT (Robotics & IoT)',
  'not-sure': 'Not sure yet',
};

/** When to call, in India Standard Time. */
export const CALL_BACK_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type CallBackTime = (typeof CALL_BACK_TIMES)[number];

export const CALL_BACK_TIME_LABELS: Record<CallBackTime, string> = {
  morning: 'Morning (9 am – 12 noon)',
  afternoon: 'Afternoon (12 noon – 4 pm)',
  evening: 'Evening (4 pm – 8 pm)',
  any: 'Any time (9 am – 8 pm)',
};

export const CALL_BACK_NAME_MAX = 100;

export const CALL_BACK_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CALL_BACK_NAME_MAX} characters.`,
  nameInvalid: 'Please enter your name without control characters.',
  mobileInvalid: 'Enter a 10-digit mobile number.',
  programRequired: 'Choose a program, or "Not sure yet".',
  timeRequired: 'Choose when we should call.',
  consentRequired: 'Please agree to be contacted.',
  received: 'Thanks! A Kaksha counsellor will call you back.',
  tooManyFromAddress:
    'We have received several call-back requests from this network in the last hour. Please try again later.',
  tooManyForMobile:
    'We already have several call-back requests for this mobile number today. A counsellor will call you soon.',
} as const;

const M = CALL_BACK_MESSAGES;

/** Letters people type are fine; control characters (line breaks were folded first) are not. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

const nameSchema = text({ error: M.nameRequired })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, M.nameRequired)
      .max(CALL_BACK_NAME_MAX, M.nameTooLong)
      .refine((value) => !CONTROL_CHARACTERS.test(value), M.nameInvalid),
  );

/**
 * Ten digits; spaces, dashes and a leading +91 are what people type around them, so they are
 * taken off first ('+91 98765-43210' is 9876543210).
 */
const mobileSchema = text({ error: M.mobileInvalid })
  .max(20, M.mobileInvalid)
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, ''))
  .pipe(z.string().regex(PHONE_PATTERN, M.mobileInvalid));

export const callBackRequestBodySchema = z.object({
  name: nameSchema,
  mobileNumber: mobileSchema,
  program: z.enum(CALL_BACK_PROGRAMS, { error: M.programRequired }),
  preferredTime: z.enum(CALL_BACK_TIMES, { error: M.timeRequired }),
  /** The checkbox "I agree to be contacted": only true is accepted. */
  consent: z.boolean({ error: M.consentRequired }).refine((value) => value, M.consentRequired),
});
/** The form's values (what the inputs hold) and the body the API receives (after the schema). */
export type CallBackRequestForm = z.input<typeof callBackRequestBodySchema>;
export type CallBackRequestBody = z.output<typeof callBackRequestBodySchema>;

/** What POST answers: 201 for a new request, 200 for the same one sent again shortly after. */
export const callBackReceiptSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  message: z.string(),
});
export type CallBackReceipt = z.infer<typeof callBackReceiptSchema>;

/** One request as the sales console lists it. */
export const callBackRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  program: z.enum(CALL_BACK_PROGRAMS),
  preferredTime: z.enum(CALL_BACK_TIMES),
  /** The account that was signed in when it was sent, if any. */
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  consentedAt: z.string(),
  createdAt: z.string(),
});
export type CallBackRequest = z.infer<typeof callBackRequestSchema>;
export const callBackRequestListSchema = z.array(callBackRequestSchema);

/**
 * The console's filters, shared by the list and its CSV: the program, a search (part of the name,
 * or digits of the mobile number), the days (IST) it came in, and the order.
 */
const callBackFilters = {
  program: blankOr(z.enum(CALL_BACK_PROGRAMS)),
  search: blankOr(text().trim().max(100, 'Search for at most 100 characters.')),
  from: blankOr(dayOrInstant),
  to: blankOr(dayOrInstant),
  sort: z.enum(SALES_SORTS).default('newest'),
};

export const callBackFilterSchema = z.object(callBackFilters).superRefine(checkDateRange);
export const callBackListQuerySchema = z
  .object({
    ...callBackFilters,
    cursor: text().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(SALES_PAGE_MAX).default(SALES_PAGE_DEFAULT),
  })
  .superRefine(checkDateRange);
export type CallBackFilter = z.output<typeof callBackFilterSchema>;
export type CallBackListQuery = z.output<typeof callBackListQuerySchema>;

export const CALL_BACK_LIST_PATH = '/v1.5/call-back-requests';
export const CALL_BACK_EXPORT_PATH = '/v1.5/call-back-requests/export.csv';

/** The CSV's columns, in order (times in IST). */
export const CALL_BACK_CSV_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'mobileNumber',
  'program',
  'preferredTime',
  'userEmail',
  'consentedAt',
] as const;
