/**
 * How an e2e server is started, in one place: the shared server of playwright.config.ts and the servers of
 * their own that own-server.ts starts run the same command with the same settings, apart from port and data.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.pl', password: 'e2e-admin-password-123' };

/** The server's entry, run with tsx from the repository root. */
export const SERVER_ARGS = ['--import', 'tsx', 'src/server/main.ts'];

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
    NODE_ENV: 'test',
    BUILD_DIR: process.env.BUILD_DIR ?? 'dist',
  };
}
