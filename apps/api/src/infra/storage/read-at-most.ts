import type { Readable } from 'node:stream';

/**
 * Reads a stream whole unless it is longer than `maxBytes`: then it stops at the first chunk past
 * the cap (never holding more than that) and answers null. The stream is left paused, not
 * destroyed, so an HTTP server can still answer the request; the caller ends it as it sees fit.
 */
export function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes) {
        cleanup();
        stream.pause();
        // A late error (the client hanging up) must not go unhandled once we stopped listening.
        stream.on('error', () => undefined);
        resolve(null);
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
