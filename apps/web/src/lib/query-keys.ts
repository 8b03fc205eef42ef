/**
 * Query keys more than one feature touches: the profile (read and edited on the profile page and
 * at checkout), the enrolments (listed on the profile page, stale once a payment succeeds) and the
 * live schedule (on the profile page and /my-schedule).
 */
export const SHARED_QUERY_KEYS = {
  profile: ['users', 'profile'] as const,
  enrolments: ['users', 'enrolments'] as const,
  schedule: ['users', 'schedule'] as const,
};
