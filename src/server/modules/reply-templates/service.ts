import { eq, sql } from 'drizzle-orm';
import { replyTemplatesSchema, type ReplyTemplates } from '@shared/contracts/reply-templates';
import type { AppInfrastructure } from '../../infrastructure';
import { appSettings } from '../../db/schema/index';

export const REPLY_TEMPLATES_SETTING_KEY = 'reply-templates';

export type ReplyTemplatesDeps = Pick<AppInfrastructure, 'db'>;

/** The operator's reply templates: one JSON document in app_settings, none until the first save. */
export function createReplyTemplatesService({ db }: ReplyTemplatesDeps) {
  return {
    async read(): Promise<ReplyTemplates> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, REPLY_TEMPLATES_SETTING_KEY));
      // Saved by an older version with another shape: none rather than a broken reply form.
      const parsed = replyTemplatesSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : { templates: [] };
    },

    async save(templates: ReplyTemplates): Promise<ReplyTemplates> {
      await db
        .insert(appSettings)
        .values({ key: REPLY_TEMPLATES_SETTING_KEY, value: templates })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: templates, updatedAt: sql`now()` } });
      return templates;
    },
  };
}
export type ReplyTemplatesService = ReturnType<typeof createReplyTemplatesService>;
