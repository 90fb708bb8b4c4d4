import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoBookingCreatedSchema, demoBookingRequestSchema } from '@shared/contracts/demo';
import { randomUUID } from 'node:crypto';
import { publicFormHeadersSchema } from '@shared/contracts/public-form';
import { visitorSignals } from '../analytics/public';

/** POST /api/demo-booking (product §7): a visitor books a demo slot. */
export const demoBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { demoBooking: service, publicFormGuard: guard, idempotentWrites } = app.deps;

  app.post(
    '/api/demo-booking',
    {
      schema: {
        body: demoBookingRequestSchema('pl'),
        headers: publicFormHeadersSchema,
        response: { 201: demoBookingCreatedSchema },
      },
      // The links hold the booking's manage token: only the visitor who booked gets them (answer and e-mail).
      ...idempotentWrites.hooks({ withheldOnReplay: ['manageUrl', 'invitationUrl', 'meetingUrl'] }),
    },
    async (request, reply) => {
      if ((await guard.check('demo-booking', request.body)) === 'bot') {
        // Looks booked to the bot; no slot is taken and nothing is stored.
        const { preferredDate, selectedSlot } = request.body;
        return reply.code(201).send({
          id: randomUUID(),
          status: 'pending',
          preferredDate,
          selectedSlot,
          manageUrl: null,
          invitationUrl: null,
          meetingUrl: null,
        });
      }
      const created = await app.deps.analytics.attributeLead(
        'demo-bookings',
        visitorSignals(request),
        request.language,
        (attribution) => service.book(request.body, request.language, request.ip, attribution),
      );
      return reply.code(201).send(created);
    },
  );
};
