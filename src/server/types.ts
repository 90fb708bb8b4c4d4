import type { AdminUser } from '@shared/contracts/auth';
import type { Language } from '@shared/language';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { FrontDoor } from './lib/front-door';
import type { LiveEvents } from './lib/live-events';
import type { SharedCache } from './lib/shared-cache';
import type { MailService } from './mail/mail-service';
import type { Cipher } from './lib/crypto';
import type { Metrics } from './observability/metrics';
import type { Readiness } from './observability/readiness';
import type { AppDeps } from './app-deps';

// What every route and plugin can reach: decorated once in app.ts.
declare module 'fastify' {
  interface FastifyInstance {
    /*
     * config, db, cipher, jobs, mail and sharedCache are the very objects of `deps`, kept on the app for
     * the tests and scripts that drive it (`app.db.select()`, `app.jobs.runDue()`); server code reaches
     * them as `app.deps.X`, like the services.
     */
    config: AppConfig;
    /** Requests served before Fastify's request cycle (lib/front-door.ts): only the page-view beacon. */
    frontDoor: FrontDoor;
    db: Database;
    cipher: Cipher;
    /** Prometheus metrics (observability/metrics.ts); parts with state of their own add gauges. */
    metrics: Metrics;
    /** /readyz's checks: `app.readiness.register(name, check)`; main.ts marks the shutdown. */
    readiness: Readiness;
    /** The job queue (src/server/jobs/README.md). */
    jobs: Jobs;
    /** Outgoing e-mail through the outbox (src/server/mail). */
    mail: MailService;
    /** Rarely changed reads kept in memory, dropped in every process when a change commits (lib/shared-cache.ts). */
    sharedCache: SharedCache;
    /** The back office's live-update streams and the LISTEN feeding them (lib/live-events.ts). */
    liveEvents: LiveEvents;
    /** Every service and what they are built on, made once per app (services.ts, the composition root). */
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The signed-in operator, resolved from the session cookie for /api requests; null when signed out. */
    adminUser: AdminUser | null;
    /** The id of the current session (hashed in the database), when there is one. */
    sessionToken: string | null;
    /** When the session last proved a second factor and whether its admin holds one (step-up, enrolment). */
    adminSession: { secondFactorAt: Date | null; hasFactor: boolean } | null;
    /** Language of the visitor: cookie choice, else English host or referrer, else Polish. */
    language: Language;
  }
}
