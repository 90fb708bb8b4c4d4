import type { CompanyDetails } from '../company';
import type { RetentionPeriods } from '../privacy';

/**
 * What the server tells the client about this installation (footer details, currency rate, time zone, URLs).
 * Rendered into each HTML page as JSON data, so pages need no extra request for it.
 */
export type SiteConfig = {
  company: CompanyDetails;
  eurRate: number;
  businessTimeZone: string;
  demoSiteUrl: string;
  publicUrl: string;
  publicUrlEn: string;
  /** The public forms ask for an ALTCHA proof-of-work (PUBLIC_FORM_CHALLENGE). */
  publicFormChallenge: boolean;
  /** Retention periods as configured: the notices and the privacy policy state these. */
  retention: RetentionPeriods;
};

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** The same data as JSON, for pages that were not rendered by the server (the Vite dev server). */
export const SITE_CONFIG_PATH = '/api/site-config';
