import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

// Issue 24 §3: each route's OpenAPI security and its 401/403 answers come from its declared
// access (plugins/access-policy.ts), so the document says what the guard does.

let t: TestApp;
type Operation = {
  security?: Array<Record<string, unknown>>;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
};
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject('/api/docs/json')).json().paths;
});
afterAll(() => t.close());

const operationOf = (method: string, url: string): Operation | undefined =>
  paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('gives every route the security and the error answers of its access', () => {
    const routes = t.app.accessPolicies.filter(
      (route) => route.method !== 'HEAD' && route.schema && !route.schema.hide,
    );
    expect(routes.length).toBeGreaterThan(60);
    let checked = 0;
    for (const { method, url, access } of routes) {
      const operation = operationOf(method, url);
      if (!operation) continue;
      checked += 1;
      const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
      const codes = Object.keys(operation.responses);
      const where = `${method} ${url}`;
      if (access?.kind === 'roles') {
        expect(schemes, where).toContain('bearer');
        expect(codes, where).toEqual(expect.arrayContaining(['401', '403']));
        if (access.download) expect(schemes, where).toContain('downloadTicket');
      } else if (access?.kind === 'signed-in' || access?.kind === 'owner') {
        expect(schemes, where).toEqual(['bearer']);
        expect(codes, where).toContain('401');
      } else if (access?.kind === 'public' && !access.identifies) {
        expect(schemes, where).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('documents the redirects of Google sign-in', () => {
    expect(operationOf('GET', '/api/oauth2/authorization/google')?.responses).toHaveProperty('302');
    expect(operationOf('GET', '/api/oauth2/callback/google')?.responses).toHaveProperty('302');
  });

  it('documents the JSON Patch bodies by their media type', () => {
    const profile = operationOf('PATCH', '/api/v1.5/users/:id');
    expect(Object.keys(profile?.requestBody?.content ?? {})).toEqual([
      'application/json-patch+json',
    ]);
    const event = operationOf('PATCH', '/api/v1.5/events/:id');
    expect(Object.keys(event?.requestBody?.content ?? {})).toContain('application/json-patch+json');
  });
});
