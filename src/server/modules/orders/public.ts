/** What other modules may use of orders: an order's price as its pro forma asks for it (a bank statement's credits are matched against it). */
export { grossPlnOf } from './order-sale';
export type { OrderRow } from './repository';
export type { OrderAdminService } from './admin-service';
