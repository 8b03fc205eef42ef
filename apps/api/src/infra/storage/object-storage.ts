import type { Config } from '../../core/config';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';

export * from './storage-types';

export type ObjectStorage = LocalStorage | S3Storage;

/** The storage the configuration names: files under DATA_DIR/uploads, or an S3 bucket. */
export function createObjectStorage(config: Config): ObjectStorage {
  if (config.STORAGE === 's3') return createS3Storage(config);
  return createLocalStorage({
    root: `${config.dataDir}/uploads`,
    // Absolute from PUBLIC_URL: a client on another origin (the spec's) uploads to and shows
    // images from this server, not itself. Our web app sends its site's own address to the API
    // base it uses, and the CSP allows the PUBLIC_URL origin.
    baseUrl: `${config.publicUrl}${config.API_BASE_PATH}/uploads`,
    secret: config.jwtSecret,
  });
}
