import { CALL_BACK_LIST_PATH, callBackReceiptSchema } from '@kaksha/shared';
import type { CallBackReceipt, CallBackRequestBody } from '@kaksha/shared';
import { callApi } from '../../lib/api-client';

/**
 * Sends the call-back request. Public: the stored access token goes along when there is one (the
 * request is then linked to the account), and a stale one is simply ignored by the server, so this
 * never asks for a session or a refresh.
 */
export async function requestCallBack(body: CallBackRequestBody): Promise<CallBackReceipt> {
  const answer = await callApi<unknown>(CALL_BACK_LIST_PATH, { method: 'POST', body });
  return callBackReceiptSchema.parse(answer);
}
