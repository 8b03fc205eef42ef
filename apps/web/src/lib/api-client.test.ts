import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildApiUrl, callApi, isApiError } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('calls under /api with cookies, JSON and no token when none is stored', async () => {
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await expect(
      callApi('/v1.5/coupons', { method: 'POST', body: { couponCode: 'SAVE10' } }),
    ).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1.5/coupons');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"couponCode":"SAVE10"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it("sends a file's bytes as they are, in the type asked for", async () => {
    const fetchMock = mockFetch(jsonResponse({ imported: 1 }));
    const bytes = new Uint8Array([0xff, 0xfe, 0x45, 0x00]);
    await callApi('/v1.5/sessions/s/attendance/import', {
      method: 'POST',
      body: bytes,
      contentType: 'text/csv',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(bytes);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('text/csv');
  });

  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem('access-token', 'abc.def.ghi');
    const fetchMock = mockFetch(jsonResponse({}));
    await callApi('/v1.5/users/get-profile');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer abc.def.ghi',
    );
  });

  it('sends an explicit token instead of the stored one, or none when told so', async () => {
    localStorage.setItem('access-token', 'stored.token');
    const fetchMock = mockFetch(jsonResponse({}));
    await callApi('/v1.5/users/get-profile', { accessToken: 'fresh.token' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer fresh.token',
    );

    fetchMock.mockResolvedValue(jsonResponse({}));
    await callApi('/v1.5/auth/providers', { accessToken: null });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends form bodies as they are (the log-in call is form-encoded)', async () => {
    const fetchMock = mockFetch(jsonResponse({ access_token: 't' }, 201));
    const form = new URLSearchParams({ username: 'a@b.in', password: 'secret123' });
    await callApi('/login', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('honours a JSON Patch content type and query parameters', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await expect(
      callApi('/v1.5/users/a@b.in', {
        method: 'PATCH',
        body: [{ op: 'replace', path: '/name', value: 'Asha' }],
        contentType: 'application/json-patch+json',
      }),
    ).resolves.toBeUndefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Content-Type')).toBe(
      'application/json-patch+json',
    );
    expect(buildApiUrl('/v1.5/coupons/validate', { couponCode: 'SAVE 10', skip: undefined })).toBe(
      '/api/v1.5/coupons/validate?couponCode=SAVE+10',
    );
  });

  it("throws a typed ApiError from the server's error body", async () => {
    mockFetch(
      jsonResponse(
        {
          message: 'Invalid access token',
          code: 'INVALID_TOKEN',
          statusCode: 401,
          requestId: 'req-1',
        },
        401,
      ),
    );
    const error = await callApi('/v1.5/users/get-profile').catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_TOKEN',
      message: 'Invalid access token',
      requestId: 'req-1',
    });
  });

  it('still throws an ApiError when the error body is not the usual JSON', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await callApi('/v1.5/events').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    const error = await callApi('/v1.5/events').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
