/**
 * What other modules may use of demo bookings (docs/contributing.md, boundaries): the manage service (with
 * what a deleted slot does to its booking, wired into slots by services.ts) and what an operator's status
 * change of a demo causes (its slot, the visitor's e-mail).
 */
export { createDemoManageService, type DemoManageService } from './manage-service';
export { applyDemoStatusChange } from './status-change';
