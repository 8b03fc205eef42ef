// The retention module's public face.
export { createRetention, type Retention } from './retention';
