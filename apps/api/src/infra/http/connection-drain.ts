import net, { type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/*
 * Graceful shutdown of an HTTP/1.1 server without dropping keep-alive clients.
 *
 * `http.Server.close()` (and so Fastify's `close()`) destroys every idle keep-alive socket at once.
 * "Idle" there means the parser holds no request, so a request the client has just written, still
 * unread in the kernel, is lost with an RST: the client sees ECONNRESET or "socket hang up". HTTP/1.1
 * has no way to tell an idle client "no more" (HTTP/2's GOAWAY); only a response can carry
 * `Connection: close`, and only a close the client makes itself is free of that race.
 *
 * So the drain stops the listener alone, keeps serving, and puts `Connection: close` on every
 * response, after which node ends the socket itself. A socket closes from our side only after it
 * has been quiet (nothing under way, no byte received) for `idleCloseMs`, counted from the start of
 * the drain: a busy client is answered on each of its sockets well before that, and one idle that
 * long is unlikely to write at the very moment it closes. What remains at the deadline is destroyed.
 */

export type DrainOptions = {
  /** A connection with no request under way and no byte received for this long is closed. */
  idleCloseMs: number;
  /** Connections still open this long after the drain started are destroyed. */
  deadlineMs: number;
};

export type DrainReport = {
  /** Connections open when the drain began. */
  open: number;
  /** Idle connections we closed after their quiet period (the rest closed after a response or by the client). */
  closedIdle: number;
  /** Connections destroyed at the deadline. */
  destroyed: number;
  durationMs: number;
};

export type ConnectionDrain = {
  /** Stops accepting, serves what arrives on open connections, resolves when none is left. */
  drain(options: DrainOptions): Promise<DrainReport>;
  /** From the first call of drain() on (readiness answers 503 from then on). */
  isDraining(): boolean;
};

type Connection = {
  responses: Set<ServerResponse>;
  /** `socket.bytesRead` when last looked at: a change means a request is arriving. */
  bytesRead: number;
  quietSince: number;
};

const SWEEP_INTERVAL_MS = 50;

/** Call before `listen()`, so that every connection is seen. */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  let isDraining = false;
  let drained: Promise<DrainReport> | undefined;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, {
      responses: new Set(),
      bytesRead: socket.bytesRead,
      quietSince: performance.now(),
    });
    socket.once('close', () => connections.delete(socket));
  });

  // Ahead of the app's own listener, so the header is there whatever the app does with the response.
  server.prependListener('request', (request, response: ServerResponse) => {
    if (isDraining) response.setHeader('Connection', 'close');
    const connection = connections.get(request.socket as Socket);
    if (!connection) return;
    connection.responses.add(response);
    response.once('close', () => {
      connection.responses.delete(response);
      connection.bytesRead = request.socket.bytesRead;
      connection.quietSince = performance.now();
    });
  });

  async function runDrain({ idleCloseMs, deadlineMs }: DrainOptions): Promise<DrainReport> {
    const startedAt = performance.now();
    const report: DrainReport = {
      open: connections.size,
      closedIdle: 0,
      destroyed: 0,
      durationMs: 0,
    };
    isDraining = true;
    for (const connection of connections.values()) {
      connection.quietSince = Math.max(connection.quietSince, startedAt);
      for (const response of connection.responses)
        if (!response.headersSent) response.setHeader('Connection', 'close');
    }

    // net.Server's close, not http.Server's: the latter also destroys idle keep-alive sockets at
    // once (the race above). The callback runs when the last connection has closed.
    const allClosed = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve());
    });

    const sweep = () => {
      const now = performance.now();
      const isPastDeadline = now - startedAt >= deadlineMs;
      for (const [socket, connection] of connections) {
        if (socket.destroyed) continue;
        if (isPastDeadline) {
          report.destroyed += 1;
          socket.destroy();
          continue;
        }
        if (connection.responses.size > 0) continue;
        if (socket.bytesRead !== connection.bytesRead) {
          connection.bytesRead = socket.bytesRead;
          connection.quietSince = now;
        } else if (now - connection.quietSince >= idleCloseMs) {
          report.closedIdle += 1;
          socket.destroy();
        }
      }
    };
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    try {
      await allClosed;
    } finally {
      clearInterval(timer);
    }
    report.durationMs = Math.round(performance.now() - startedAt);
    return report;
  }

  return {
    drain(options) {
      drained ??= runDrain(options);
      return drained;
    },
    isDraining: () => isDraining,
  };
}
