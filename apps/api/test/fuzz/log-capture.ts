/**
 * The app's warn and error log lines, kept by request id, so a 5xx in the report comes with the
 * error the server logged for it. Bounded: the oldest request ids are dropped first.
 */
export type LoggedError = {
  level: number;
  msg: string;
  /** Error type and the first line of its message (a failed query's SQL follows on later lines). */
  error?: string;
  /** The error's causes, innermost last (pino writes them into the stack as "caused by: ..."). */
  causes: string[];
  /** The first two stack frames in the app's own code. */
  where?: string;
};

type SerializedError = { message?: string; stack?: string; type?: string; code?: string };

function whereOf(stack: string | undefined): string | undefined {
  const frames = (stack ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at '));
  // The shared query helper says nothing about which query: the frames above it do.
  const own = frames.filter(
    (f) => /apps\/api\/src|packages\/shared/.test(f) && !f.includes('db/database.ts'),
  );
  const chosen = own.length ? own.slice(0, 2) : frames.slice(0, 1);
  return chosen
    .map((f) => f.replace(/^at (async )?/, '').replace(/\/[^()]*\/(apps|packages)\//, '$1/'))
    .join(' < ');
}

function toLogged(level: number, msg: string, err: SerializedError | undefined): LoggedError {
  if (!err) return { level, msg, causes: [] };
  const firstLine = (err.message ?? '').split('\n')[0]?.slice(0, 200) ?? '';
  return {
    level,
    msg,
    error: [err.type, err.code, firstLine].filter(Boolean).join(': '),
    causes: (err.stack ?? '')
      .split('\n')
      .filter((l) => l.startsWith('caused by:'))
      .map((l) => l.replace(/^caused by:\s*/, '').slice(0, 200)),
    where: whereOf(err.stack),
  };
}

/** One line: message, error, causes and where. */
export function describeLogged(l: LoggedError): string {
  const causes = l.causes.length ? ` (caused by ${l.causes.join(' / ')})` : '';
  return `${l.msg}${l.error ? ` — ${l.error}` : ''}${causes}${l.where ? ` at ${l.where}` : ''}`;
}

export function createLogCapture(maxRequests = 20_000) {
  const byRequest = new Map<string, LoggedError[]>();
  const unattached: LoggedError[] = [];

  function record(line: string) {
    let entry: { level?: number; msg?: string; reqId?: string; err?: SerializedError };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    const logged = toLogged(entry.level ?? 0, entry.msg ?? '', entry.err);
    if (!entry.reqId) {
      if (unattached.length < 1_000) unattached.push(logged);
      return;
    }
    const list = byRequest.get(entry.reqId) ?? [];
    list.push(logged);
    byRequest.delete(entry.reqId);
    byRequest.set(entry.reqId, list);
    if (byRequest.size > maxRequests) {
      const oldest = byRequest.keys().next().value;
      if (oldest !== undefined) byRequest.delete(oldest);
    }
  }

  return {
    /** A pino destination: one JSON line per write. */
    stream: {
      write(chunk: string) {
        for (const line of chunk.split('\n')) if (line.trim()) record(line);
      },
    },
    forRequest: (requestId: string): LoggedError[] => byRequest.get(requestId) ?? [],
    /** Errors logged outside any request (background work, start-up). */
    unattached: (): LoggedError[] => [...unattached],
  };
}
export type LogCapture = ReturnType<typeof createLogCapture>;
