import { DrizzleQueryError } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Label of requests no route matched: the raw URL would make one series per scanned path. */
export const UNMATCHED_ROUTE = '(no route)';
const LOGIN_ROUTES = new Set(['/api/admin/login', '/oauth/token']);

/**
 * The process's Prometheus metrics, one registry per app (tests build many apps in one process).
 * Request outcomes are classified here from route and status, so no module needs to know about metrics;
 * parts with state of their own (the e-mail outbox) add a gauge with `addGauge`.
 */
export function createMetrics({ defaultMetrics }: { defaultMetrics: boolean }) {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const dbQueryErrors = new Counter({
    name: 'db_query_errors_total',
    help: 'Database errors: queries that failed a request, and connections lost outside a query, by SQLSTATE (or "connection")',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const failedLogins = new Counter({
    name: 'failed_logins_total',
    help: 'Refused credentials: admin sign-in and the tenant token endpoint',
    labelNames: ['endpoint'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const bookingConflicts = new Counter({
    name: 'booking_conflicts_total',
    help: 'Demo bookings refused with 409: the slot was taken or already past, or the address already holds an upcoming demo',
    registers: [registry],
  });
  // Prometheus wants the counters to exist before the first event, so a rate() starts from zero.
  bookingConflicts.inc(0);
  for (const endpoint of LOGIN_ROUTES) failedLogins.inc({ endpoint }, 0);

  const seriesByKey = new Map<
    string,
    { requests: ReturnType<typeof requests.labels>; duration: ReturnType<typeof duration.labels> }
  >();

  return {
    registry,
    /** Called once per answered request (metrics plugin's onResponse hook). */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      // The series of a (method, route, status) bound once: prom-client otherwise hashes the labels on
      // every call, a measurable part of a cheap request. Routes are patterns, so the map stays small.
      const key = `${method} ${status} ${route}`;
      let series = seriesByKey.get(key);
      if (!series) {
        const labels = { method, route, status: String(status) };
        series = { requests: requests.labels(labels), duration: duration.labels(labels) };
        seriesByKey.set(key, series);
      }
      series.requests.inc();
      series.duration.observe(seconds);
      if (status === 429) rateLimited.inc({ route });
      if ((status === 401 || status === 400) && method === 'POST' && LOGIN_ROUTES.has(route)) {
        failedLogins.inc({ endpoint: route });
      }
      if (status === 409 && route.startsWith('/api/demo-booking')) bookingConflicts.inc();
    },
    dbQueryError(code: string) {
      dbQueryErrors.inc({ code });
    },
    /**
     * A value read when Prometheus scrapes (e.g. the e-mail outbox's depth, sent and failed counts by
     * status). `read` returns one number, or numbers by the value of `label`.
     */
    addGauge(
      name: string,
      help: string,
      read: () => Promise<number | Record<string, number>>,
      label = 'status',
    ) {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          // A scrape must answer even when the value cannot be read (the database is down): keep the last one.
          const value = await read().catch(() => null);
          if (value === null) return;
          if (typeof value === 'number') this.set(value);
          else for (const [key, count] of Object.entries(value)) this.set({ [label]: key }, count);
        },
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** The SQLSTATE of a failed query (drizzle wraps the driver's error as `cause`), or null when not a database error. */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  let sawQuery = false;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DrizzleQueryError) sawQuery = true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return sawQuery ? 'connection' : null;
}
