// Test-only helpers for the call-back tests: requests made and read through the real API (never
// SQL), each seed request from an address of its own so no per-address limit counts it.
import type { CallBackRequest, CallBackRequestBody } from '@kaksha/shared';
import { inject } from 'vitest';

const randomAddress = () =>
  `10.253.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;

async function askApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', randomAddress());
  const answer = await fetch(`${inject('webTestApi').origin}/api${path}`, { ...init, headers });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`seeding: ${path} answered ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let adminToken: Promise<string> | undefined;
function admin(): Promise<string> {
  const { adminEmail, adminPassword } = inject('webTestApi');
  adminToken ??= askApi<{ access_token: string }>('/login', {
    method: 'POST',
    body: new URLSearchParams({ username: adminEmail, password: adminPassword }),
  }).then((answer) => answer.access_token);
  return adminToken;
}

/** A 10-digit mobile number no other test uses. */
export function uniqueMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A call-back request as a visitor elsewhere would send it. */
export function seedCallBack(body: Partial<CallBackRequestBody> & { mobileNumber: string }) {
  return askApi('/v1.5/call-back-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Seeded Caller',
      program: 'webmonk',
      preferredTime: 'any',
      consent: true,
      ...body,
    }),
  });
}

/** The stored requests for this mobile number, as the sales console would list them. */
export async function callBacksFor(mobileNumber: string): Promise<CallBackRequest[]> {
  return askApi<CallBackRequest[]>(`/v1.5/call-back-requests?search=${mobileNumber}`, {
    headers: { authorization: `Bearer ${await admin()}` },
  });
}
