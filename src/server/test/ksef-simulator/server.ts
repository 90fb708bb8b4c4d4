import Fastify from 'fastify';
import { registerAuthRoutes } from './auth-routes';
import { requestViolations, responseViolations } from './contract';
import { registerInvoiceRoutes } from './invoice-routes';
import { badRequest } from './replies';
import { registerSessionRoutes } from './session-routes';
import { createSimulatorState, type MinistryKeys } from './state';

/** The routes of the KSeF API 2.0 the client uses, with the contract checked both ways (contract.ts). */
export function buildSimulator(keys: MinistryKeys) {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  const state = createSimulatorState();
  const { faults, violations, counters, processing } = state;

  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  // Faults first: the network, the server's state and its limits, as a client meets them.
  app.addHook('onRequest', async (request, reply) => {
    counters.requests++;
    if (faults.down) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (faults.slowMs) await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
    if (faults.fail5xx > 0) {
      faults.fail5xx--;
      return reply.code(503).type('text/plain').send('Service Unavailable');
    }
    if (faults.rateLimited > 0) {
      faults.rateLimited--;
      return reply
        .code(429)
        .header('retry-after', String(faults.retryAfterSeconds))
        .type('application/json')
        .send({
          status: {
            code: 429,
            description: 'Too Many Requests',
            details: [`Przekroczono limit żądań. Spróbuj ponownie po ${faults.retryAfterSeconds} sekundach.`],
          },
        });
    }
  });

  // The contract, both ways: a request it does not allow is refused (400) and recorded; an answer is checked.
  app.addHook('preHandler', async (request, reply) => {
    const path = request.routeOptions.config.contractPath;
    if (!path || !request.body || typeof request.body !== 'object') return;
    const problems = requestViolations(request.method, path, request.body);
    if (problems.length === 0) return;
    violations.push(...problems);
    return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', problems);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.config.contractPath;
    if (!path || reply.statusCode >= 500) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    let body: unknown = payload;
    if (type.includes('json') && typeof payload === 'string') body = JSON.parse(payload);
    violations.push(...responseViolations(request.method, path, reply.statusCode, type, body));
    return payload;
  });

  registerAuthRoutes(app, keys, state);
  registerSessionRoutes(app, keys, state);
  registerInvoiceRoutes(app, state);

  return {
    app,
    faults,
    state: {
      ksefTokens: state.ksefTokens,
      sessions: state.sessions,
      invoices: state.invoices,
      accessTokens: state.accessTokens,
      refreshTokens: state.refreshTokens,
      violations,
      counters,
    },
    /** Resolves once every invoice sent so far has KSeF's verdict. */
    settled: () => Promise.all([...processing]).then(() => undefined),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's path in open-api.json, whose schemas the simulator checks. */
    contractPath?: string;
  }
}
