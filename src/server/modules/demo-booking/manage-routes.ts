import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelRequestSchema,
  demoManageParamsSchema,
  managedDemoSchema,
  demoRecordResultSchema,
  demoRecordUpdateSchema,
  meetingLinkResultSchema,
  meetingLinkUpdateSchema,
  rescheduleRequestSchema,
  UPCOMING_DEMOS_PATH,
  upcomingDemoSchema,
} from '@shared/contracts/demo-manage';
import { idParamsSchema } from '@shared/contracts/common';
import { signedInAdmin } from '../../plugins/session';

/**
 * The visitor's manage link (/prezentacja/<token>) as an API: read, reschedule, cancel. Public: the token
 * is the credential. The operator's 'Najbliższe prezentacje' sits behind the /api/admin guard.
 */
export const demoManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.demoManage;

  app.get(
    '/api/demo-manage/:token',
    { schema: { params: demoManageParamsSchema, response: { 200: managedDemoSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.view(request.params.token, request.ip, request.language);
    },
  );

  // The booking's calendar event (the success view's and the manage page's '.ics').
  app.get(
    '/api/demo-manage/:token/invitation.ics',
    { schema: { params: demoManageParamsSchema } },
    async (request, reply) => {
      const file = await service.invitationFile(request.params.token, request.ip, request.language);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  app.post(
    '/api/demo-manage/:token/reschedule',
    {
      schema: {
        params: demoManageParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: managedDemoSchema },
      },
    },
    async (request) =>
      service.reschedule(request.params.token, request.body.selectedSlot, request.ip, request.language),
  );

  app.post(
    '/api/demo-manage/:token/cancel',
    {
      schema: {
        params: demoManageParamsSchema,
        body: cancelRequestSchema,
        response: { 200: managedDemoSchema },
      },
    },
    async (request) =>
      service.cancel(request.params.token, request.body.reason, request.ip, request.language),
  );

  // The demo's one dialog: status, notes and meeting link together, one e-mail to the visitor at most.
  app.put(
    '/api/admin/demo-bookings/:id',
    {
      schema: {
        params: idParamsSchema,
        body: demoRecordUpdateSchema,
        response: { 200: demoRecordResultSchema },
      },
    },
    async (request) => service.updateRecord(request.params.id, request.body, signedInAdmin(request).email),
  );

  // The operator's meeting link of a booking, mailed to the visitor when set or changed.
  app.put(
    '/api/admin/demo-bookings/:id/meeting-link',
    {
      schema: {
        params: idParamsSchema,
        body: meetingLinkUpdateSchema,
        response: { 200: meetingLinkResultSchema },
      },
    },
    async (request) =>
      service.setMeetingUrl(request.params.id, request.body.meetingUrl, signedInAdmin(request).email),
  );

  app.get(UPCOMING_DEMOS_PATH, { schema: { response: { 200: z.array(upcomingDemoSchema) } } }, async () =>
    service.upcoming(),
  );
};
