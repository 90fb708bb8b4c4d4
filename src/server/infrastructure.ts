import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { Clock } from './lib/clock';
import type { Cipher } from './lib/crypto';
import type { SharedCache } from './lib/shared-cache';
import type { MailService } from './mail/mail-service';

/**
 * What the application is built on: made in app.ts before any service. It names no module, so a module's
 * deps type is built from it (plus other modules' public.ts) without closing an import circle.
 */
export type AppInfrastructure = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  cipher: Cipher;
  /** The job queue (src/server/jobs/README.md). */
  jobs: Jobs;
  /** Outgoing e-mail through the outbox (src/server/mail). */
  mail: MailService;
  sharedCache: SharedCache;
  log: FastifyBaseLogger;
};
