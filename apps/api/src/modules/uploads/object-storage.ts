import type { Config } from '../../config';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';

export * from './storage-types';

export type ObjectStorage = LocalStorage | S3Storage;

/** The storage the configuration names: files under DATA_DIR/uploads, or an S3 bucket. */
export function createObjectStorage(config: Config): ObjectStorage {
  if (config.STORAGE === 's3') return createS3Storage(config);
  return createLocalStorage({
    root: `${config.dataDir}/uploads`,
    // Paths on this server, not absolute URLs: the page that uploads and shows the images is served
    // from the same origin, whatever host name the visitor used (the CSP allows only it).
    baseUrl: `${config.API_BASE_PATH}/uploads`,
    secret: config.jwtSecret,
  });
}
