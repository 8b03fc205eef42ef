// Test-only: call-back requests as visitors send them, through the real API (never SQL), each from
// an address of its own so no per-address limit counts them.
import type { CallBackReceipt, CallBackRequestBody } from '@kaksha/shared';
import { inject } from 'vitest';

/** A 10-digit mobile number no other test uses. */
export function uniqueMobile(): string {
  return `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function seedCallBack(
  body: Omit<CallBackRequestBody, 'consent'>,
): Promise<CallBackReceipt> {
  const address = `10.252.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;
  const answer = await fetch(`${inject('webTestApi').origin}/api/v1.5/call-back-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ...body, consent: true }),
  });
  const text = await answer.text();
  if (answer.status !== 201)
    throw new Error(`seeding: call-back answered ${answer.status}: ${text}`);
  return JSON.parse(text) as CallBackReceipt;
}
