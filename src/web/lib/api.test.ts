import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_ERRORS } from '@shared/contracts/headers';
import { apiRequest, ApiRequestError, NO_CONNECTION_MESSAGE, sendPublicForm } from './api';

/**
 * lib/api.ts against a real HTTP server on a free port: what the back office and the public forms are told
 * when the server answers badly or not at all.
 */
let server: Server;
let origin: string;
const received: { path: string; key?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ path: request.url!, key: request.headers['idempotency-key'] as string | undefined });
    const path = new URL(request.url!, 'http://x').pathname;
    if (path === '/proxy-502') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><h1>502 Bad Gateway</h1></html>');
    } else if (path === '/ours-500') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Błąd serwera"}');
    } else if (path === '/refused') {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":"Nieprawidłowe dane","fields":{"email":"Podaj poprawny adres email."}}');
    } else if (path === '/in-flight') {
      response
        .writeHead(409, { 'content-type': 'application/json', 'retry-after': '1' })
        .end(JSON.stringify({ error: IDEMPOTENCY_ERRORS.inFlight }));
    } else if (path === '/taken') {
      response
        .writeHead(409, { 'content-type': 'application/json' })
        .end('{"error":"Termin jest już zajęty"}');
    } else if (path === '/slow') {
      setTimeout(() => response.writeHead(201).end('{}'), 2_000);
    } else {
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"1"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the request should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiRequestError);
      return error as ApiRequestError;
    },
  );

describe('apiRequest: a request without an answer from the application', () => {
  it('no connection: Polish, status 0, not the browser’s “Failed to fetch”', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failure(apiRequest('GET', `http://127.0.0.1:${port}/api/admin/contacts`));
    expect(error.message).toBe(NO_CONNECTION_MESSAGE);
    expect(error.status).toBe(0);
    expect(error.unreachable).toBe(true);
    expect(error.timedOut).toBe(false);
  });

  it('a proxy’s 502 page: “Brak połączenia z serwerem (502)”', async () => {
    const error = await failure(apiRequest('GET', `${origin}/proxy-502`));
    expect(error.message).toBe('Brak połączenia z serwerem (502)');
    expect(error.serverMessage).toBe('Brak połączenia z serwerem (502)');
    expect(error.unreachable).toBe(true);
  });

  it('no answer in time: a timeout, said so', async () => {
    const error = await failure(apiRequest('POST', `${origin}/slow`, {}, { timeoutMs: 200 }));
    expect(error.status).toBe(0);
    expect(error.timedOut).toBe(true);
    expect(error.message).toMatch(/^Brak połączenia z serwerem: brak odpowiedzi/);
  });
});

describe('apiRequest: answers of the application keep product §8’s wording', () => {
  it('our own 500: “<status>: <body>”, its message for toasts, and still a failure to reach it', async () => {
    const error = await failure(apiRequest('GET', `${origin}/ours-500`));
    expect(error.message).toBe('500: {"error":"Błąd serwera"}');
    expect(error.serverMessage).toBe('Błąd serwera');
    expect(error.unreachable).toBe(true);
  });

  it('the same submission still being processed is not a refusal: like a timeout, trying again is safe', async () => {
    const error = await failure(apiRequest('POST', `${origin}/in-flight`, {}));
    expect(error.stillProcessing).toBe(true);
    expect(error.unreachable).toBe(true);
    const taken = await failure(apiRequest('POST', `${origin}/taken`, {}));
    expect(taken.stillProcessing).toBe(false);
    expect(taken.unreachable).toBe(false);
  });

  it('a refusal names its fields and is not a failure to reach the server', async () => {
    const error = await failure(apiRequest('POST', `${origin}/refused`, {}));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: 'Podaj poprawny adres email.' });
    expect(error.unreachable).toBe(false);
  });
});

describe('sendPublicForm', () => {
  it('sends in the page’s language with the submission’s key', async () => {
    await expect(sendPublicForm(`${origin}/api/contact`, 'en', { name: 'A' }, 'key-1')).resolves.toEqual({
      id: '1',
    });
    expect(received.at(-1)).toEqual({ path: '/api/contact?lang=en', key: 'key-1' });
  });
});
