export type PresignPutOptions = {
  /** When given, the URL accepts only this media type. */
  contentType?: string;
  /** When given, the URL accepts only a body of exactly this many bytes. */
  contentLength?: number;
  expiresInSeconds: number;
};

export type PresignedPut = {
  url: string;
  /** Headers the PUT must send (the signed ones a browser can set). */
  headers: Record<string, string>;
  expiresAt: Date;
};

/** The headers of a PUT the URL is bound to that a browser may set itself. */
export function signedPutHeaders(contentType: string | undefined): Record<string, string> {
  return contentType ? { 'Content-Type': contentType } : {};
}

/** What a read of a raw upload found. */
export type IncomingRead =
  { status: 'found'; body: Buffer } | { status: 'missing' } | { status: 'too-large' };

/**
 * Where event images live. Two areas: `incoming` holds raw uploads as browsers PUT them (never
 * served), `published` holds the re-encoded images, served publicly and cached forever.
 */
export interface ObjectStorageBase {
  /** A URL a browser may PUT the raw upload `key` to, until it expires. */
  presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut>;
  /** The raw upload, read with a byte cap (never more than maxBytes + 1 held). */
  readIncoming(key: string, maxBytes: number): Promise<IncomingRead>;
  deleteIncoming(key: string): Promise<void>;
  hasPublished(key: string): Promise<boolean>;
  putPublished(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The public URL of a published key. */
  publicUrl(key: string): string;
}

/** Public cache policy of a published image: its key never changes content. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
