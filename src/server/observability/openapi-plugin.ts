import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { BUG_REPORT_PATH, OAUTH_TOKEN_PATH } from '@shared/bug-reports';
import { IDEMPOTENT_REPLAYED_HEADER } from '@shared/contracts/headers';
import { publicFormHeadersSchema } from '@shared/contracts/public-form';
import { requiresAdmin } from '../plugins/session';
import { errorResponsesFor, oauthErrorResponses } from './openapi-errors';
import { requestExamples, responseExamples } from './openapi-examples';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The paths the document describes: the API, the token endpoint, health. Pages and assets are not an API. */
export function isDocumentedPath(url: string): boolean {
  if (url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`)) return false;
  return url.startsWith('/api/') || url.startsWith('/oauth/') || url === '/healthz' || url === '/readyz';
}

function tagOf(url: string): string {
  if (url === '/healthz' || url === '/readyz') return 'operations';
  if (url === OAUTH_TOKEN_PATH || url === BUG_REPORT_PATH) return 'tenant API';
  if (url.startsWith('/api/admin/') || url === '/api/logout') return 'admin';
  return 'public';
}

const zodTransform = createJsonSchemaTransform({});

/** On the success of a public form write: whether it repeats the stored answer of an earlier request. */
const replayedHeader = {
  [IDEMPOTENT_REPLAYED_HEADER]: {
    type: 'string',
    enum: ['true'],
    description:
      'Present when this answer is the stored one of an earlier request with the same Idempotency-Key',
  },
};

/**
 * OpenAPI 3.1 generated from the routes' own zod schemas (fastify-type-provider-zod's transform), with
 * what the schemas cannot say added here in one place: tags, security (the admin session cookie, the
 * tenant's OAuth bearer token), the house error shapes and examples. Served at /api/openapi.json and read
 * at /api/docs (Swagger UI, assets served from node_modules by @fastify/swagger-ui). The site's CSP needs
 * no exception there: Swagger UI's page has no inline script, its styles fit 'unsafe-inline' styles, and
 * the validator badge (the one outside request) is switched off (e2e/api-docs.spec.ts checks in Chromium).
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Strzelnica Cloud API',
          version: '1',
          description:
            'Public API of the sales site, the tenant API (OAuth 2.0 client credentials, then bug reports) ' +
            'and the back office API (signed-in admin, session cookie). Errors answer ' +
            '`{ "error": "…", "fields"?: { "<field>": "…" } }` (the token endpoint: RFC 6749 §5.2); every ' +
            'answer carries an `X-Request-Id` header to quote when reporting a problem.',
        },
        servers: [{ url: app.deps.config.publicUrl }],
        tags: [
          { name: 'public', description: 'Forms and data of the public site' },
          { name: 'tenant API', description: 'Machine-to-machine: customer club systems' },
          { name: 'admin', description: 'Back office; requires a signed-in admin (session cookie)' },
          { name: 'operations', description: 'Health checks for load balancers and orchestrators' },
        ],
        components: {
          securitySchemes: {
            adminSession: {
              type: 'apiKey',
              in: 'cookie',
              name: app.deps.config.secureCookies ? '__Host-sid' : 'sid',
              description:
                'Set by POST /api/admin/login (HttpOnly). State-changing requests from another origin are refused.',
            },
            tenantOAuth: {
              type: 'oauth2',
              description: 'Client credentials of a tenant (HTTP Basic or form parameters) at /oauth/token.',
              flows: {
                clientCredentials: {
                  tokenUrl: OAUTH_TOKEN_PATH,
                  scopes: { 'bug-reports:write': 'File bug reports' },
                },
              },
            },
          },
        },
      },
      transform: (input) => {
        const { url } = input;
        const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
        if (!isDocumentedPath(url)) return { schema: { ...input.schema, hide: true } as FastifySchema, url };
        const transformed = zodTransform({ ...input, schema: input.schema ?? {} });
        const schema = (transformed.schema ?? {}) as FastifySchema & Record<string, unknown>;
        const key = `${method} ${url}`;
        const idempotent = input.schema?.headers === publicFormHeadersSchema;
        const response = { ...(schema.response as Record<string, Record<string, unknown>> | undefined) };
        const extraErrors =
          url === OAUTH_TOKEN_PATH
            ? oauthErrorResponses()
            : errorResponsesFor({
                method,
                url,
                hasInput: Boolean(schema.body ?? schema.querystring ?? schema.params),
                admin: requiresAdmin(method, url),
                idempotent,
              });
        for (const [status, body] of Object.entries(extraErrors)) response[status] ??= body;
        const success = Object.keys(response).find((status) => status.startsWith('2'));
        if (success && responseExamples[key]) {
          response[success] = { ...response[success], examples: [responseExamples[key]] };
        }
        if (success && idempotent) {
          response[success] = { ...response[success], headers: { ...replayedHeader } };
        }
        const body =
          schema.body && requestExamples[key]
            ? { ...(schema.body as Record<string, unknown>), examples: [requestExamples[key]] }
            : schema.body;
        const security = requiresAdmin(method, url)
          ? [{ adminSession: [] }]
          : url === BUG_REPORT_PATH
            ? [{ tenantOAuth: ['bug-reports:write'] }]
            : undefined;
        return {
          url,
          schema: {
            ...schema,
            ...(body !== undefined && { body }),
            response,
            tags: (schema.tags as string[] | undefined) ?? [tagOf(url)],
            ...(security && { security }),
          } as FastifySchema,
        };
      },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // The reference reads the same document; no call to the public validator (validator.swagger.io).
      // 150 operations: the tags open on request, so the page is quick to show even on a slow machine.
      uiConfig: { url: OPENAPI_PATH, validatorUrl: null, deepLinking: true, docExpansion: 'none' },
    });
  },
  { name: 'openapi' },
);
