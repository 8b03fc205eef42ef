import { AUDIT_MESSAGES, salesUserListSchema } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryUnlessRefused, staffErrorMessage, staffErrorReason } from './staff-error';
import { SERVER_FAULT_MESSAGE } from './submit-error';

const refusal = (status: number, message: string) =>
  new ApiError({ status, message, code: `HTTP_${status}` });
const lostAnswer = refusal(0, 'Could not reach the server. Check your connection and try again.');
/** What parsing a malformed answer throws (a ZodError, not an ApiError). */
const malformed = (() => {
  try {
    salesUserListSchema.parse([{ id: 42 }]);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the malformed answer parsed');
})();

describe('staffErrorMessage', () => {
  it("says 'Invalid access token!' for a session refused for good, whatever the page's line", () => {
    expect(staffErrorMessage(refusal(401, 'Unauthorized'), AUDIT_MESSAGES.loadFailed)).toBe(
      'Invalid access token!',
    );
  });

  it("gives the server's reason for a refusal the staff member can act on", () => {
    expect(staffErrorMessage(refusal(400, 'to must not be before from'))).toBe(
      'to must not be before from',
    );
    expect(staffErrorMessage(refusal(409, 'This coupon code already exists'))).toBe(
      'This coupon code already exists',
    );
    expect(staffErrorMessage(lostAnswer)).toBe(lostAnswer.message);
  });

  it("falls back to the page's own line for a 5xx and an answer it could not read", () => {
    expect(staffErrorMessage(refusal(503, 'Service Unavailable'), AUDIT_MESSAGES.loadFailed)).toBe(
      AUDIT_MESSAGES.loadFailed,
    );
    expect(staffErrorMessage(malformed, AUDIT_MESSAGES.loadFailed)).toBe(AUDIT_MESSAGES.loadFailed);
    expect(staffErrorMessage(refusal(500, 'Internal Server Error'))).toBe(SERVER_FAULT_MESSAGE);
  });
});

describe('staffErrorReason', () => {
  it('is the reason only where one is worth adding to a message', () => {
    expect(staffErrorReason(refusal(422, 'Max uses is below the uses made'))).toBe(
      'Max uses is below the uses made',
    );
    expect(staffErrorReason(lostAnswer)).toBe(lostAnswer.message);
    expect(staffErrorReason(refusal(401, 'Unauthorized'))).toBeUndefined();
    expect(staffErrorReason(refusal(502, 'Bad Gateway'))).toBeUndefined();
    expect(staffErrorReason(refusal(400, ''))).toBeUndefined();
    expect(staffErrorReason(malformed)).toBeUndefined();
  });
});

describe('retryUnlessRefused', () => {
  it('tries once more after a lost answer, a 5xx or an unreadable answer, never after a refusal', () => {
    expect(retryUnlessRefused(0, lostAnswer)).toBe(true);
    expect(retryUnlessRefused(0, refusal(503, 'Service Unavailable'))).toBe(true);
    expect(retryUnlessRefused(0, malformed)).toBe(true);
    expect(retryUnlessRefused(1, lostAnswer)).toBe(false);
    for (const status of [400, 401, 403, 404, 429]) {
      expect(retryUnlessRefused(0, refusal(status, 'refused'))).toBe(false);
    }
  });
});
