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
export const MAX_BEACON_BYTES = 8 * 1024;

type Deps = {
  analytics: Pick<AnalyticsService, 'record'>;
  config: Pick<AppConfig, 'trustProxy' | 'publicOrigins' | 'secureCookies'>;
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
 * It takes only the plain case, a same-site JSON body of a declared small length (the front door's
 * limit: MAX_BEACON_BYTES); anything else goes on to the route, which answers it in the house shape (403
 * cross-site, 415, 413). A body it has read and cannot accept is answered here as the route would: 400
 * naming the field. The front door keeps the protections every request has (timeouts, the drain's
 * Connection: close, metrics, failures logged).
 */
export function beaconFrontDoor({ analytics, config }: Deps): FrontDoorHandler {
  const ipOf = clientAddress(config.trustProxy);
  const headers = { ...programAnswerHeaders(config.secureCookies), 'cache-control': 'no-store' };

  const answer = (response: ServerResponse, status: number, body?: object) => {
    if (body === undefined) response.writeHead(status, headers).end();
    else
      response
        .writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
  };

  return (request, response) => {
    const head = request.headers;
    if (
      !head['content-type']?.startsWith('application/json') ||
      // The request's host as Fastify would take it from a trusted proxy: left to the route.
      (head['x-forwarded-host'] !== undefined && config.publicOrigins.length === 0) ||
      isCrossSite(head, head.host ?? '', config.publicOrigins)
    ) {
      return false;
    }
    // Node's parser reads exactly the declared length, which the front door has checked.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(response, 400, { error: 'Body is not valid JSON' });
      }
      const unstorable = findUnstorableText(body);
      if (unstorable !== null) {
        const field = unstorable.join('.') || 'body';
        return answer(response, 400, {
          error: `${field}: ${UNSTORABLE_TEXT_MESSAGE}`,
          fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
        });
      }
      const parsed = visitBeaconSchema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
        const [field, message] = Object.entries(fields)[0]!;
        return answer(response, 400, { error: `${field}: ${message}`, fields });
      }
      const signals = visitorSignals({ ip: ipOf(request), headers: head });
      // record() never fails the visitor's page (a view not counted is logged there); answered either way.
      const done = () => answer(response, 204);
      analytics.record(parsed.data, signals).then(done, done);
    });
    request.on('error', () => response.destroy());
    return true;
  };
}
