import type { Server } from 'node:http';

export const NEVER_RECEIVED = 'never received by the server';

/**
 * What the server itself did with each request (by request id): whether it saw the request and
 * what it answered. When the client gets no answer, this tells a dropped answer from a request
 * that never arrived. Bounded like the log capture.
 */
export function createServerTrace(server: Server, maxRequests = 20_000) {
  const byRequest = new Map<string, string>();
  server.on('request', (req, res) => {
    const id = req.headers['x-request-id'];
    if (typeof id !== 'string') return;
    byRequest.set(id, 'received, not answered');
    if (byRequest.size > maxRequests) {
      const oldest = byRequest.keys().next().value;
      if (oldest !== undefined) byRequest.delete(oldest);
    }
    res.on('close', () =>
      byRequest.set(
        id,
        res.writableFinished
          ? `answered ${res.statusCode}`
          : `connection closed before answering (${res.statusCode} started)`,
      ),
    );
  });
  return {
    of: (requestId: string): string => byRequest.get(requestId) ?? NEVER_RECEIVED,
  };
}
export type ServerTrace = ReturnType<typeof createServerTrace>;
