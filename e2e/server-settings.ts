import { join } from 'node:path';

/**
 * How an e2e server is started, in one place: the shared server of playwright.config.ts and the servers of
 * their own that own-server.ts starts run the same command with the same settings, apart from port and data.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.pl', password: 'e2e-admin-password-123' };

/** The compiled server, as in production (`npm run test:e2e` builds it first), run from the repository root. */
export const SERVER_ARGS = [
  '--enable-source-maps',
  join(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js'),
];

/** A path that answers 200 as soon as the server listens. */
export const READY_PATH = '/robots.txt';

export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    EN_HOSTNAMES: 'en.localhost',
    LOG_LEVEL: 'warn',
    // The suites sign in with the password alone; the two-factor spec starts its own server with it on.
    MFA_REQUIRED: 'false',
    // As behind one reverse proxy: each test sends its own client address (fixtures.ts, extraHTTPHeaders).
    TRUST_PROXY: '1',
    NODE_ENV: 'test',
    // No load balancer watches a test server: stop at once (docs/operations.md, 'Timeouts and shutdown').
    SHUTDOWN_DRAIN_SECONDS: '0',
    BUILD_DIR: process.env.BUILD_DIR ?? 'dist',
  };
}
