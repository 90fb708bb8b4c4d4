import { eq, sql } from 'drizzle-orm';
import type { AppInfrastructure } from '../../infrastructure';
import { siteContentSchema } from '@shared/contracts/site-content';
import type { SiteContent } from '@shared/site-content';
import { appSettings } from '../../db/schema/index';
import { DEFAULT_SITE_CONTENT } from './defaults';

export const SITE_CONTENT_SETTING_KEY = 'site-content';
/** The cache key of the content itself; the rendered public pages are cached under `page:<lang>:<path>`. */
export const SITE_CONTENT_CACHE_KEY = 'site-content';
export const PAGE_CACHE_NAME = 'page';

export type SiteContentDeps = Pick<AppInfrastructure, 'db' | 'sharedCache'>;

/**
 * The operator-edited site texts (product §1 roadmap, launch timeline, beta offer): one JSON document in
 * app_settings, the defaults until the first save. Read through the shared cache; a save drops the content
 * and every rendered page in every process when it commits.
 */
export function createSiteContentService(deps: SiteContentDeps) {
  async function load(): Promise<SiteContent> {
    const [row] = await deps.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SITE_CONTENT_SETTING_KEY));
    if (!row) return DEFAULT_SITE_CONTENT;
    // Saved by an older version with another shape: the defaults rather than a broken page.
    const parsed = siteContentSchema.safeParse(row.value);
    return parsed.success ? parsed.data : DEFAULT_SITE_CONTENT;
  }

  return {
    read: (): Promise<SiteContent> => deps.sharedCache.get(SITE_CONTENT_CACHE_KEY, load),

    async save(content: SiteContent): Promise<SiteContent> {
      await deps.db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values({ key: SITE_CONTENT_SETTING_KEY, value: content })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: content, updatedAt: sql`now()` } });
        await deps.sharedCache.invalidate(tx, SITE_CONTENT_CACHE_KEY);
        await deps.sharedCache.invalidate(tx, PAGE_CACHE_NAME);
      });
      return content;
    },
  };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
