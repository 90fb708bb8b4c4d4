import type { BugReportIntakeRequest } from '@shared/contracts/bug-report-intake';
import type { ContactRequest } from '@shared/contracts/contact';
import type { z } from 'zod';
import type { demoBookingRequestSchema } from '@shared/contracts/demo';
import type { TokenRequest, TokenResponse } from '@shared/contracts/oauth';
import { BUG_REPORT_PATH, OAUTH_TOKEN_PATH } from '@shared/bug-reports';

/**
 * Examples shown in the API reference for the public and tenant API, keyed by "METHOD /path". Typed by the
 * contracts, and parsed by them in openapi.api.test.ts, so an example can never drift from what is accepted.
 */
export const contactExample: ContactRequest = {
  name: 'Jan Kowalski',
  email: 'jan.kowalski@example.pl',
  phone: '+48 600 100 200',
  subject: 'Wdrożenie w naszym klubie',
  message: 'Dzień dobry, prosimy o kontakt w sprawie wdrożenia systemu dla 120 członków.',
};

/** What a client sends: the notice version and spam-protection fields are optional on the wire. */
type DemoBookingInput = z.input<ReturnType<typeof demoBookingRequestSchema>>;

export const demoBookingExample: DemoBookingInput = {
  name: 'Anna Nowak',
  email: 'anna.nowak@example.pl',
  phone: '+48 600 300 400',
  clubName: 'KS Dziesiątka',
  preferredDate: '15.07.2026 10:00',
  selectedSlot: '2026-07-15T08:00:00.000Z',
};

export const bugReportExample: BugReportIntakeRequest = {
  title: 'Export of members fails',
  description: 'Exporting the member list to CSV answers an error page.',
  type: 'bug',
  priority: 'high',
  reporterEmail: 'it@club.example.pl',
  reproductionSteps: '1. Members → Export 2. Choose CSV',
  expectedBehavior: 'A CSV file downloads',
  actualBehavior: 'Error 500',
};

export const tokenRequestExample: TokenRequest = {
  grant_type: 'client_credentials',
  scope: 'bug-reports:write',
  client_id: 'tnt_3f9a1c2b7d',
  client_secret: 'sk_live_…',
};

export const tokenResponseExample: TokenResponse = {
  access_token: 'at_Vt1q0bq7…',
  token_type: 'Bearer',
  expires_in: 3600,
  scope: 'bug-reports:write',
};

export const requestExamples: Record<string, unknown> = {
  'POST /api/contact': contactExample,
  'POST /api/demo-booking': demoBookingExample,
  [`POST ${BUG_REPORT_PATH}`]: bugReportExample,
  [`POST ${OAUTH_TOKEN_PATH}`]: tokenRequestExample,
};

export const responseExamples: Record<string, unknown> = {
  [`POST ${OAUTH_TOKEN_PATH}`]: tokenResponseExample,
  'POST /api/demo-booking': {
    id: '0b5a3c1e-6f1d-4c6e-9a51-2f4f2b7e9d10',
    status: 'new',
    preferredDate: '15.07.2026 10:00',
    selectedSlot: '2026-07-15T08:00:00.000Z',
  },
};
