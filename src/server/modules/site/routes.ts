import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_CONFIG_PATH } from '@shared/contracts/site';
import { siteConfigOf } from './site-config';

/** The installation's public facts (company, currency rate, time zone, URLs) for pages not rendered by the server. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SITE_CONFIG_PATH, async () => siteConfigOf(app.deps.config));
};
