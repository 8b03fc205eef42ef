// The system module's public face.
export { systemRoutes } from './system.routes';
