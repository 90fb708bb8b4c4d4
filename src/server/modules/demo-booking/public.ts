/**
 * What other modules may use of demo bookings (docs/contributing.md, boundaries): the manage service, the
 * visitor's invitation e-mail and the slot that follows an operator's status change.
 */
export { createDemoManageService, type DemoManageService } from './manage-service';
export { enqueueDemoInvitationMail } from './mail';
export { followStatusWithSlot, SLOT_RETAKEN } from './manage-repository';
