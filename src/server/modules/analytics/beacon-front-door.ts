import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { visitBeaconSchema } from '@shared/contracts/analytics';
import type { AppConfig } from '../../config';
import type { FrontDoorHandler } from '../../lib/front-door';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text';
import { isCrossSite, programAnswerHeaders } from '../../plugins/security';
import type { AnalyticsService } from './service';
import { visitorSignals } from './visitor';

/** A beacon is a few hundred bytes; a larger body is left to the Fastify route (and its limits). */
const MAX_BEACON_BYTES = 8 * 1024;

type Deps = {
  analytics: Pick<AnalyticsService, 'record'>;
  config: Pick<AppConfig, 'trustProxy' | 'publicOrigins' | 'secureCookies'>;
  /** The request counted in the metrics, as Fastify's onResponse hook counts the others. */
  observe: (status: number, seconds: number) => void;
  /** While the process drains, answers close their connection (observability/health-plugin.ts). */
  shuttingDown: () => boolean;
};

/** The client's address as Fastify's request.ip gives it under the same TRUST_PROXY (app.ts). */
function clientAddress(trust: AppConfig['trustProxy']): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  const trusted =
    typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted);
}

/**
 * POST /api/visit at the front door (lib/front-door.ts): the same answer as the Fastify route in routes.ts,
 * without the request cycle every other request needs (a request id, the session, language and timeout
 * hooks, routing, a logger per request), which cost more than half of a beacon (docs/operations.md, bench).
 * It takes only the plain case, a same-site JSON body of a declared small length; anything else goes on
 * to the route, which answers it in the house shape (403 cross-site, 415, 413). A body it has read and
 * cannot accept is answered here as the route would: 400 naming the field.
 */
export function beaconFrontDoor({ analytics, config, observe, shuttingDown }: Deps): FrontDoorHandler {
  const ipOf = clientAddress(config.trustProxy);
  const headers = { ...programAnswerHeaders(config.secureCookies), 'cache-control': 'no-store' };
  const closingHeaders = { ...headers, connection: 'close' };

  const answer = (response: ServerResponse, started: bigint, status: number, body?: object) => {
    const base = shuttingDown() ? closingHeaders : headers;
    if (body === undefined) response.writeHead(status, base).end();
    else
      response
        .writeHead(status, { ...base, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    observe(status, Number(process.hrtime.bigint() - started) / 1e9);
  };

  return (request, response) => {
    const started = process.hrtime.bigint();
    const head = request.headers;
    const length = Number(head['content-length']);
    if (
      !head['content-type']?.startsWith('application/json') ||
      head['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= MAX_BEACON_BYTES) ||
      // The request's host as Fastify would take it from a trusted proxy: left to the route.
      (head['x-forwarded-host'] !== undefined && config.publicOrigins.length === 0) ||
      isCrossSite(head, head.host ?? '', config.publicOrigins)
    ) {
      return false;
    }
    // Node's parser reads exactly the declared length, checked above.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(response, started, 400, { error: 'Body is not valid JSON' });
      }
      const unstorable = findUnstorableText(body);
      if (unstorable !== null) {
        const field = unstorable.join('.') || 'body';
        return answer(response, started, 400, {
          error: `${field}: ${UNSTORABLE_TEXT_MESSAGE}`,
          fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
        });
      }
      const parsed = visitBeaconSchema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
        const [field, message] = Object.entries(fields)[0]!;
        return answer(response, started, 400, { error: `${field}: ${message}`, fields });
      }
      const signals = visitorSignals({ ip: ipOf(request), headers: head });
      // record() never fails the visitor's page (a view not counted is logged there); answered either way.
      const done = () => answer(response, started, 204);
      analytics.record(parsed.data, signals).then(done, done);
    });
    request.on('error', () => response.destroy());
    return true;
  };
}
