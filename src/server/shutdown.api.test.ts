import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpTimeouts } from './config';
import { createShutdown } from './shutdown';
import { openRaw } from './test/raw-http';
import { createTestApp, testConfig, type TestApp } from './test/test-app';

/** Shutdown and slow clients: SIGTERM lets requests already received finish; slow request bodies are timed out. */
const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close().catch(() => {})));
});

async function listening(http: Partial<HttpTimeouts> = {}) {
  const app = await createTestApp({ http: { ...testConfig().http, ...http } });
  opened.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
const statusOf = (response: string) => Number(response.slice(9, 12));

describe('graceful shutdown', () => {
  it('answers all 20 requests a client had already sent when the stop began', async () => {
    const { app, port } = await listening();
    const connections = await Promise.all(Array.from({ length: 20 }, () => openRaw(port)));
    const exits: number[] = [];
    const shutdown = createShutdown(app, { drainMs: 300, exit: (code) => exits.push(code) });

    // The requests leave the client; the server has not necessarily read any of them yet.
    for (const connection of connections) connection.socket.write(get('/api/testimonials'));
    const stopped = shutdown.stop('SIGTERM');

    const answers = await Promise.all(connections.map((connection) => connection.responses(1)));
    expect(answers.map(([response]) => statusOf(response!))).toEqual(Array(20).fill(200));
    await stopped;
    expect(exits).toEqual([0]);
  });

  it('turns /readyz to 503 at once and keeps serving everything else during the drain', async () => {
    const { app, port } = await listening();
    const shutdown = createShutdown(app, { drainMs: 500, exit: () => {} });
    const stopped = shutdown.stop('SIGTERM');

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks).toEqual({ process: 'shutting down' });
    // A new connection during the drain is still served in full.
    const read = await fetch(`http://127.0.0.1:${port}/api/testimonials`);
    expect(read.status).toBe(200);
    await stopped;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it("answers a kept-alive connection's next request during the drain with Connection: close", async () => {
    const { app, port } = await listening();
    const connection = await openRaw(port);
    connection.socket.write(get('/healthz'));
    const [before] = await connection.responses(1);
    expect(before).toMatch(/connection: keep-alive/i);
    const stopped = createShutdown(app, { drainMs: 300, exit: () => {} }).stop('SIGTERM');
    connection.socket.write(get('/api/testimonials'));
    const [, during] = await connection.responses(2);
    expect(statusOf(during!)).toBe(200);
    expect(during).toMatch(/connection: close/i);
    // The server, not a reset, ends it: the client's next request goes to a fresh connection elsewhere.
    expect((await connection.closed).reset).toBe(false);
    await stopped;
  });
});

describe('request timeouts', () => {
  const timeouts = { requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, bodyIdleTimeoutMs: 300 };
  const postHead = (length: number) =>
    `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('closes a connection whose body stops arriving', async () => {
    const { port } = await listening(timeouts);
    const connection = await openRaw(port);
    const started = Date.now();
    connection.socket.write(postHead(100) + '{');
    await connection.closed;
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('cuts a body trickled slower than the whole-request limit allows, even if never idle', async () => {
    const { port } = await listening(timeouts);
    const connection = await openRaw(port);
    connection.socket.write(postHead(100));
    const trickle = setInterval(() => connection.socket.writable && connection.socket.write(' '), 100);
    try {
      const { received } = await connection.closed;
      expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      clearInterval(trickle);
    }
  });

  it('answers 408 when the headers never end', async () => {
    const { port } = await listening(timeouts);
    const connection = await openRaw(port);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const { received } = await connection.closed;
    expect(received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('leaves a slow but steady body and an idle kept-alive connection alone', async () => {
    const { port } = await listening(timeouts);
    const connection = await openRaw(port);
    const body = JSON.stringify({ name: 'Jan', email: 'jan@example.pl', subject: 'Temat', message: 'Treść' });
    connection.socket.write(postHead(Buffer.byteLength(body)));
    for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      connection.socket.write(part);
    }
    const [created] = await connection.responses(1);
    expect(statusOf(created!)).toBe(201);
    // Longer idle than the body timeout: the connection is still there for the next request.
    await new Promise((resolve) => setTimeout(resolve, 600));
    connection.socket.write(get('/healthz'));
    const [, health] = await connection.responses(2);
    expect(statusOf(health!)).toBe(200);
  });
});
