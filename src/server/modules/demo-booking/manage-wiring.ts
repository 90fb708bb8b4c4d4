import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createDemoManageService, type DemoManageService } from './manage-service';

/**
 * One manage service per app (keyed by its database: encapsulated plugin contexts share it), used by the
 * API routes and by the server-rendered manage page alike, built with the app's clock and mail.
 */
const services = new WeakMap<Database, DemoManageService>();

export function demoManageServiceOf(app: FastifyInstance): DemoManageService {
  let service = services.get(app.db);
  if (!service) {
    service = createDemoManageService({
      db: app.db,
      clock: app.clock,
      timeZone: app.config.businessTimeZone,
    });
    services.set(app.db, service);
  }
  return service;
}
