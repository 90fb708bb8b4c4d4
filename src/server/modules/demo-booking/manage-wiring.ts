import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createDemoManageService, type DemoManageService } from './manage-service';

/**
 * One manage service per app (keyed by its database: encapsulated plugin contexts share it), used by the
 * API routes, the booking, the slot deletion and the server-rendered manage page alike.
 */
const services = new WeakMap<Database, DemoManageService>();

export function demoManageServiceOf(app: FastifyInstance): DemoManageService {
  let service = services.get(app.db);
  if (!service) {
    service = createDemoManageService(app);
    services.set(app.db, service);
  }
  return service;
}
