import type { ScmInstance } from '@shared/contracts/scm-instances';
import { formatDateTime } from '@web/i18n/format';
import { useSiteConfig } from '@web/lib/site-config';

/** product §2: last activity as a date, or 'Never'. */
export function useInstanceDates() {
  const { businessTimeZone } = useSiteConfig();
  return {
    created: (instance: ScmInstance) => formatDateTime(instance.createdAt, businessTimeZone),
    lastActivity: (instance: ScmInstance) =>
      instance.lastActivity ? formatDateTime(instance.lastActivity, businessTimeZone) : 'Never',
  };
}
