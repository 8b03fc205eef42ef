import type { Config } from '../../core/config';

export type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

export const DEFAULT_S3_REGION = 'us-east-1';

/** Where the bucket's objects are reachable: the endpoint (path style) or AWS's virtual host. */
export function s3BucketUrl(config: S3Settings): string {
  const region = config.S3_REGION ?? DEFAULT_S3_REGION;
  if (config.S3_ENDPOINT) return `${config.S3_ENDPOINT.replace(/\/$/, '')}/${config.S3_BUCKET}`;
  return `https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`;
}

/** The base URL of published files: S3_PUBLIC_URL (a CDN, say) or the bucket's own URL. */
export function s3PublicBase(config: S3Settings): string {
  return (config.S3_PUBLIC_URL ?? s3BucketUrl(config)).replace(/\/$/, '');
}

/**
 * The origins the web app's Content-Security-Policy must allow for event images: where the browser
 * PUTs uploads (connect-src) and where published images load from (img-src). None with STORAGE=local:
 * both are this API's own origin then.
 */
export function storageOrigins(config: Pick<Config, 'STORAGE'> & S3Settings): {
  upload: string[];
  images: string[];
} {
  if (config.STORAGE !== 's3' || !config.S3_BUCKET) return { upload: [], images: [] };
  const region = config.S3_REGION ?? DEFAULT_S3_REGION;
  const upload = config.S3_ENDPOINT
    ? [new URL(config.S3_ENDPOINT).origin]
    : // Virtual-hosted by default; path style for bucket names that cannot be a host name.
      [
        `https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`,
        `https://s3.${region}.amazonaws.com`,
      ];
  return { upload, images: [new URL(s3PublicBase(config)).origin] };
}
