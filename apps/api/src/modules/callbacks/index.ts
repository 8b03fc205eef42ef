// The call-back requests module's public face.
export { callBackRequests } from './callbacks.table';
export { createCallBacksService, type CallBacksService } from './callbacks.service';
export { callBacksRoutes } from './callbacks.routes';
