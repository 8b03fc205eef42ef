import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../core/app-error';
import {
  signedPutHeaders,
  type IncomingRead,
  type ObjectStorageBase,
  type PresignPutOptions,
} from './storage-types';

/** What a signed local upload URL carries in its query. */
export type LocalPutQuery = {
  expires: number;
  signature: string;
  /** The media type the URL is bound to, if any. */
  type?: string;
  /** The exact body size the URL is bound to, if any. */
  length?: number;
};

export type LocalStorage = ObjectStorageBase & {
  kind: 'local';
  /** Throws 403 unless the PUT matches an unexpired URL this server signed. */
  verifyPut(
    key: string,
    query: LocalPutQuery,
    request: { contentType: string | undefined; contentLength: number | undefined },
  ): void;
  writeIncoming(key: string, body: Buffer): Promise<void>;
  /** A published file to stream, or null when there is none. */
  openPublished(key: string): Promise<{ stream: ReadStream; size: number } | null>;
};

const SIGNING_LABEL = 'kaksha/uploads/local-put-url/v1';
const forbidden = (message: string, code: string) => new AppError(code, 403, message);

const isMissing = (error: unknown) =>
  error instanceof Error &&
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The media type without parameters, lower-cased. */
export function mediaTypeEssence(value: string | undefined): string | undefined {
  const essence = value?.split(';')[0]?.trim().toLowerCase();
  return essence || undefined;
}

/**
 * Uploads on this server's disk (DATA_DIR/uploads): `incoming/` for raw PUTs, `public/` for the
 * published images. The upload URL points at this API and is signed with an HMAC key derived
 * from the JWT secret (never the secret itself) over the method, key, expiry and bounds.
 */
export function createLocalStorage(options: {
  root: string;
  /** The absolute URL of the uploads route, e.g. https://kaksha.in/api/uploads. */
  baseUrl: string;
  secret: string;
}): LocalStorage {
  const signingKey = createHmac('sha256', options.secret).update(SIGNING_LABEL).digest();
  const root = path.resolve(options.root);

  const sign = (key: string, expires: number, type?: string, length?: number) =>
    createHmac('sha256', signingKey)
      .update(['PUT', key, String(expires), type ?? '', length ?? ''].join('\n'))
      .digest('hex');

  /** The file of a key in an area, refusing anything that would leave it. */
  function fileOf(area: 'incoming' | 'public', key: string): string {
    const base = path.join(root, area);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep) || key.includes('\0'))
      throw new AppError('NOT_FOUND', 404, 'Not found');
    return file;
  }

  async function writeAtomically(file: string, body: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',

    async presignPut(
      key: string,
      { contentType, contentLength, expiresInSeconds }: PresignPutOptions,
    ) {
      const expires = Math.ceil(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ expires: String(expires) });
      if (contentType) query.set('type', contentType);
      if (contentLength !== undefined) query.set('length', String(contentLength));
      query.set('signature', sign(key, expires, contentType, contentLength));
      return {
        url: `${options.baseUrl}/${key}?${query.toString()}`,
        headers: signedPutHeaders(contentType),
        expiresAt: new Date(expires * 1000),
      };
    },

    verifyPut(key, query, request) {
      const expected = Buffer.from(sign(key, query.expires, query.type, query.length), 'hex');
      const given = Buffer.from(
        /^[0-9a-f]{64}$/.test(query.signature) ? query.signature : '',
        'hex',
      );
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw forbidden(
          'This upload link is not valid. Request a new one and upload again.',
          'UPLOAD_URL_INVALID',
        );
      if (Date.now() > query.expires * 1000)
        throw forbidden(
          'This upload link has expired. Request a new one and upload again.',
          'UPLOAD_URL_EXPIRED',
        );
      if (query.type !== undefined && mediaTypeEssence(request.contentType) !== query.type)
        throw forbidden(
          `This upload link accepts only Content-Type: ${query.type}.`,
          'UPLOAD_CONTENT_TYPE_MISMATCH',
        );
      if (query.length !== undefined && request.contentLength !== query.length)
        throw forbidden(
          `This upload link accepts only a file of exactly ${query.length} bytes.`,
          'UPLOAD_LENGTH_MISMATCH',
        );
    },

    writeIncoming: (key, body) => writeAtomically(fileOf('incoming', key), body),

    async readIncoming(key: string, maxBytes: number): Promise<IncomingRead> {
      const file = fileOf('incoming', key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return { status: 'missing' };
        if (info.size > maxBytes) return { status: 'too-large' };
        return { status: 'found', body: await readFile(file) };
      } catch (error) {
        if (isMissing(error)) return { status: 'missing' };
        throw error;
      }
    },

    deleteIncoming: (key) => rm(fileOf('incoming', key), { force: true }),

    async hasPublished(key: string) {
      try {
        return (await stat(fileOf('public', key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    putPublished: (key, body) => writeAtomically(fileOf('public', key), body),

    async openPublished(key: string) {
      let handle;
      try {
        handle = await open(fileOf('public', key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size };
    },

    publicUrl: (key) => `${options.baseUrl}/${key}`,
  };
}
