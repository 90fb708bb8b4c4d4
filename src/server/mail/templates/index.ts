import { betaSignupConfirmation } from './beta';
import { contactConfirmation } from './contact';
import { customerWelcome } from './customer';
import { demoBookingConfirmation, demoBookingStatus } from './demo-booking';
import { demoFollowUp } from './demo-follow-up';
import { demoCancelled, demoManageLink, demoMeetingLink, demoReminder, demoRescheduled } from './demo-manage';
import { invoiceIssued } from './invoices';
import { operatorNotification } from './operator';
import { operatorReply } from './reply';
import { orderConfirmation, orderPaymentConfirmation, orderStatus } from './orders';
import {
  adminInvitation,
  factorsReset,
  loginCeilingAlert,
  recoveryCodeUsed,
  secondFactorLocked,
} from './security';

export { demoInvitationDetails } from './demo-booking';

/** Every message the product sends, by name: a module asks for one by name and data, never builds HTML. */
export const MAIL_TEMPLATES = {
  'contact-confirmation': contactConfirmation,
  'demo-booking-confirmation': demoBookingConfirmation,
  'demo-booking-status': demoBookingStatus,
  'demo-rescheduled': demoRescheduled,
  'demo-cancelled': demoCancelled,
  'demo-reminder': demoReminder,
  'demo-follow-up': demoFollowUp,
  'demo-meeting-link': demoMeetingLink,
  'demo-manage-link': demoManageLink,
  'order-confirmation': orderConfirmation,
  'order-status': orderStatus,
  'order-payment-confirmation': orderPaymentConfirmation,
  'invoice-issued': invoiceIssued,
  'customer-welcome': customerWelcome,
  'beta-signup-confirmation': betaSignupConfirmation,
  'operator-notification': operatorNotification,
  'operator-reply': operatorReply,
  'login-ceiling-alert': loginCeilingAlert,
  'admin-invitation': adminInvitation,
  'recovery-code-used': recoveryCodeUsed,
  'factors-reset': factorsReset,
  'second-factor-locked': secondFactorLocked,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]>[0];
