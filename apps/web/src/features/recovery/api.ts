import { unsubscribeResultSchema } from '@kaksha/shared';
import { callApi } from '../../lib/api-client';

/**
 * Withdraws consent to reminders and offers with the e-mail's signed token, without sign-in (the
 * same request a mail client's one-click unsubscribe makes).
 */
export async function unsubscribe(token: string): Promise<{ message: string }> {
  return unsubscribeResultSchema.parse(
    await callApi<unknown>('/v1.5/unsubscribe', {
      method: 'POST',
      query: { token },
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      accessToken: null,
    }),
  );
}
