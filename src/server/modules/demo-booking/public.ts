/**
 * What other modules may use of demo bookings (docs/contributing.md, boundaries): the manage service and
 * what an operator's status change of a demo causes (its slot, the visitor's e-mail).
 */
export { createDemoManageService, type DemoManageService } from './manage-service';
export { applyDemoStatusChange } from './status-change';
