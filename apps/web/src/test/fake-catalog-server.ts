// A tiny in-process HTTP server answering the API's catalogue calls, for component tests that
// need a real request: loading, failure and retry. Test-only.
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP server
import { createServer } from 'node:http';
import type { Course } from '@kaksha/shared';

export interface FakeCatalogServer {
  /** e.g. http://127.0.0.1:54321/api, to use as VITE_API_BASE. */
  apiBase: string;
  courses: Course[];
  /** Paths requested, in order. */
  requests: string[];
  /** Answers the next `count` requests with a 503. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeCatalogServer(
  courses: readonly Course[],
): Promise<FakeCatalogServer> {
  let failuresLeft = 0;
  const state = { courses: [...courses], requests: [] as string[] };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    state.requests.push(path);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(JSON.stringify(body));
    };
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      send(503, { message: 'Service unavailable', code: 'UNAVAILABLE', statusCode: 503 });
      return;
    }
    if (path === '/api/v1.5/courses') {
      send(200, state.courses);
      return;
    }
    const match = /^\/api\/v1\.5\/courses\/([^/]+)$/.exec(path);
    const course = match && state.courses.find((item) => item.id === decodeURIComponent(match[1]!));
    if (course) send(200, course);
    else send(404, { message: 'Not found', code: 'COURSE_NOT_FOUND', statusCode: 404 });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The fake server has no port');

  return {
    apiBase: `http://127.0.0.1:${address.port}/api`,
    get courses() {
      return state.courses;
    },
    set courses(value) {
      state.courses = value;
    },
    requests: state.requests,
    failNext(count) {
      failuresLeft = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
