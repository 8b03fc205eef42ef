// The sales module's public face: a read model over the users, cart and payments modules' tables.
export { createSalesService, type SalesService } from './sales.service';
export { salesRoutes } from './sales.routes';
