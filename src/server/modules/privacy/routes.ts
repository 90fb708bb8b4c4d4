import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  auditEntrySchema,
  eraseRequestSchema,
  eraseResultSchema,
  maskedAdminIdentitySchema,
  personQuerySchema,
  personSearchSchema,
  PRIVACY_API,
  retentionPreviewSchema,
  revealedAdminIdentitySchema,
} from '@shared/contracts/privacy';
import { signedInAdmin } from '../../plugins/session';

/** The operator's data-protection tools (all under /api/admin: the one admin guard covers them). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = app.deps.privacy;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    `${PRIVACY_API}/search`,
    { schema: { querystring: personQuerySchema, response: { 200: personSearchSchema } } },
    async (request, reply) => reply.headers(noStore).send(await privacy.search(request.query)),
  );

  // One JSON file with everything found (art. 15/20); the export itself is logged, not its content.
  app.get(`${PRIVACY_API}/export`, { schema: { querystring: personQuerySchema } }, async (request, reply) => {
    const data = await privacy.export(request.query, signedInAdmin(request).email);
    const date = data.exportedAt.slice(0, 10);
    return reply
      .headers(noStore)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="dane-osobowe-${date}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    `${PRIVACY_API}/erase`,
    { schema: { body: eraseRequestSchema, response: { 200: eraseResultSchema } } },
    async (request) => {
      // The body schema has checked the person as the search does: a bad e-mail or phone is a 400 there.
      const { confirmedCounts, ...person } = request.body;
      return privacy.erase(person, confirmedCounts, signedInAdmin(request).email);
    },
  );

  app.get(
    `${PRIVACY_API}/audit`,
    { schema: { querystring: pageQuerySchema, response: { 200: auditEntrySchema.array() } } },
    async (request, reply) => {
      const { rows, total } = await privacy.auditLog(request.query.limit, request.query.offset);
      return reply.headers(noStore).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
    },
  );

  app.get(
    `${PRIVACY_API}/retention`,
    { schema: { response: { 200: retentionPreviewSchema } } },
    async (_request, reply) => reply.headers(noStore).send(await privacy.retentionPreview()),
  );

  // The first administrator's PESEL or identity document; revealing it needs a fresh second factor
  // (plugins/session.ts, the step-up list).
  app.get(
    `${PRIVACY_API}/orders/:id/admin-identity`,
    { schema: { params: idParamsSchema, response: { 200: maskedAdminIdentitySchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await privacy.maskedAdminIdentity(request.params.id)),
  );

  app.post(
    `${PRIVACY_API}/orders/:id/admin-identity/reveal`,
    { schema: { params: idParamsSchema, response: { 200: revealedAdminIdentitySchema } } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await privacy.revealAdminIdentity(request.params.id, signedInAdmin(request).email)),
  );
};
