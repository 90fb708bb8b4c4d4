import type { SiteConfig } from '@shared/contracts/site';
import type { AppConfig } from '../../config';

/** What of the configuration the client may know: nothing secret. */
export const siteConfigOf = (config: AppConfig): SiteConfig => ({
  company: config.company,
  eurRate: config.eurRate,
  businessTimeZone: config.businessTimeZone,
  demoSiteUrl: config.demoSiteUrl,
  publicUrl: config.publicUrl,
  publicUrlEn: config.publicUrlEn,
  publicFormChallenge: config.publicFormChallenge,
  retention: config.retention,
});
