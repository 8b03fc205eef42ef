// The exports module's public face: download tickets for staff files.
export { exportsRoutes } from './exports.routes';
