// The uploads module's public face.
export { createUploadsService, type UploadsService } from './uploads.service';
export { uploadsRoutes } from './uploads.routes';
