import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { referenceNumber, type SimulatorState } from './state';

/** KSeF's error answer: an exception with its code, description and details. */
const exception = (code: number, description: string, details: string[] = []) => ({
  exception: {
    exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
    referenceNumber: referenceNumber('EX'),
    serviceCode: randomBytes(8).toString('hex'),
    serviceCtx: 'srvSIM',
    serviceName: 'KSeF simulator',
    timestamp: new Date().toISOString(),
  },
});
export const badRequest = (reply: FastifyReply, code: number, description: string, details: string[] = []) =>
  reply
    .code(400)
    .type('application/json')
    .send(exception(code, description, details));
export const unauthorized = (reply: FastifyReply, detail: string) =>
  reply
    .code(401)
    .type('application/problem+json')
    .send({
      title: 'Unauthorized',
      status: 401,
      detail,
      instance: reply.request.url,
      traceId: randomBytes(16).toString('hex'),
      timestamp: new Date().toISOString(),
    });

export const bearerOf = (request: FastifyRequest) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;

/** The caller's access token (401 answered when there is none, or it expired). */
export const accessCheck =
  (accessTokens: SimulatorState['accessTokens']) => (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    const access = token ? accessTokens.get(token) : undefined;
    if (!access || access.validUntil < Date.now()) {
      void unauthorized(reply, 'Wymagane jest uwierzytelnienie.');
      return null;
    }
    return access;
  };

/** A route of the API under /v2, with the path of its operation in the contract. */
export const route = (method: 'GET' | 'POST', url: string, contractPath: string) => ({
  method,
  url: `/v2${url}`,
  config: { contractPath },
});
