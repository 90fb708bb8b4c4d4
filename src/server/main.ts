import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { loggerOptions } from './observability/logger';
import { handleProcessErrors } from './observability/process-errors';
import { createShutdown } from './shutdown';

/** Reads configuration, opens and migrates the database, makes sure there is an admin, listens. */
async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const clientDir = join(config.buildDir, 'client');
  const ssrEntry = join(config.buildDir, 'ssr', 'entry-server.js');
  const built = existsSync(ssrEntry);
  if (!built && config.env === 'production') {
    console.error('The web client is not built: run `npm run build` (npm start does it for you).');
    await database.close();
    process.exit(1);
  }

  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config),
    // Without a build (npm run dev), the API alone is served and Vite serves the pages.
    web: built ? { clientDir, ssrEntry } : null,
  });
  // Errors nothing caught: logged; only a real programming error ends the process (process-errors.ts).
  handleProcessErrors(app.log, (code) => process.exit(code));

  const { auth } = app.deps;
  if (config.initialAdmin) {
    const outcome = await auth.ensureAdmin(config.initialAdmin.email, config.initialAdmin.password);
    app.log.info(
      `Admin ${config.initialAdmin.email}: ${outcome === 'created' ? 'created' : 'already exists'}`,
    );
  } else if ((await auth.countAdmins()) === 0) {
    app.log.warn(
      'There is no admin yet. Create one with `npm run admin -- create --email you@example.pl`, ' +
        'or start with ADMIN_EMAIL and ADMIN_PASSWORD set.',
    );
  }
  if (!config.mfaRequired) {
    app.log.warn(
      'MFA_REQUIRED=false: an admin without a second factor signs in with the password alone ' +
        '(for local development and automated tests only; admins who enrolled still need their factor).',
    );
  }
  if (!config.mail.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set: e-mails are not sent; they stay queued in the outbox (/security/admin/outbox).',
    );
  }
  // After migrations and before listening: delivery, sweeps and schedules start working.
  await app.deps.jobs.work();
  // This process delivers e-mail and runs schedules: it is not ready without its workers, nor while they
  // make no progress (jobs.ts, check()).
  app.readiness.register('job worker', () => app.deps.jobs.check());
  const sweep = setInterval(() => auth.deleteExpiredSessions().catch(() => {}), 60 * 60 * 1000);
  sweep.unref();

  // Graceful stop (shutdown.ts): /readyz turns 503, the listener drains, then everything closes and we exit 0.
  const shutdown = createShutdown(app, {
    drainMs: config.http.shutdownDrainMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown.stop('SIGTERM'));
  // Ctrl-C in a terminal: no load balancer to wait for.
  process.on('SIGINT', () => void shutdown.stop('SIGINT', { drain: false }));

  await app.listen({ port: config.port, host: config.host });
  // Once listening, where to go: the site, its English version and the admin sign-in.
  const english =
    config.publicUrlEn === config.publicUrl ? `${config.publicUrl}/?lang=en` : config.publicUrlEn;
  app.log.info(
    `Ready: site ${config.publicUrl}/ · English ${english} · admin sign-in ${config.publicUrl}/security/admin/login`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
