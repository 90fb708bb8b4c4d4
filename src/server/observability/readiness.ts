/**
 * What /readyz asks before saying this process may take traffic. Each part of the server that must be
 * working registers a check (the database and migrations here; the job queue its worker); a check throws,
 * or returns a message, when its part is not ready. Checks run in parallel, each bounded in time.
 */
export type ReadinessCheck = () => Promise<string | void>;

export type ReadinessReport =
  | { ready: true; checks: Record<string, 'ok'> }
  | { ready: false; checks: Record<string, string>; failing: string[] };

const CHECK_TIMEOUT_MS = 2_000;

export function createReadiness() {
  const checks = new Map<string, ReadinessCheck>();
  let shuttingDown = false;

  async function runOne(check: ReadinessCheck): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
    });
    try {
      const outcome = await Promise.race([
        check().then(
          (problem) => problem ?? 'ok',
          (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed',
        ),
        timeout,
      ]);
      return outcome;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Adds a named check; a second check under the same name is a programming error. */
    register(name: string, check: ReadinessCheck) {
      if (checks.has(name)) throw new Error(`Readiness check "${name}" is already registered`);
      checks.set(name, check);
    },
    /** From now on /readyz answers 503 at once, so a load balancer stops sending traffic before we close. */
    markShuttingDown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    names: () => [...checks.keys()],
    async report(): Promise<ReadinessReport> {
      if (shuttingDown) return { ready: false, checks: { process: 'shutting down' }, failing: ['process'] };
      const entries = await Promise.all(
        [...checks].map(async ([name, check]) => [name, await runOne(check)] as const),
      );
      const failing = entries.filter(([, outcome]) => outcome !== 'ok').map(([name]) => name);
      if (failing.length === 0) {
        return { ready: true, checks: Object.fromEntries(entries.map(([name]) => [name, 'ok' as const])) };
      }
      return { ready: false, checks: Object.fromEntries(entries), failing };
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
