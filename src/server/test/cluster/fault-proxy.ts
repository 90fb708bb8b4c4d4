import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';

/**
 * A TCP proxy between server processes and PostgreSQL that can play a database restart or outage without
 * touching the real server (other tests use it at the same time): the processes get a DATABASE_URL
 * pointing here.
 */
export async function startFaultProxy(serverUrl: string) {
  const target = new URL(serverUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const forward = (client: Socket) => {
    const upstream = connect(targetPort, target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  async function listen() {
    if (server) return;
    // Back on the same port: the processes keep their DATABASE_URL. Free a moment ago, so a retry is enough.
    for (let attempt = 0; ; attempt++) {
      const next = createServer(forward);
      try {
        next.listen(port, '127.0.0.1');
        await once(next, 'listening');
        server = next;
        port = (next.address() as { port: number }).port;
        return;
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** Stops accepting: a new connection is refused (ECONNREFUSED), as with nothing listening. */
  async function refuse() {
    const open = server;
    server = null;
    if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
  }

  function cutAll() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  await listen();
  return {
    port,
    /** `databaseUrl` (a database on the proxied server) reached through the proxy. */
    via(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    /**
     * What a restart looks like to the processes: the server stops taking connections, terminates every
     * backend of `database` (each session gets 57P01 'terminating connection due to administrator
     * command'), and the sockets close; nothing answers for `downMs`; then it takes connections again.
     */
    async restart(database: string, downMs: number) {
      await this.stop(database);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await this.start();
    },
    async stop(database: string) {
      const closing = refuse();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
      } finally {
        await admin.end();
      }
      // The 57P01 messages travel through the proxy before the sockets go.
      await new Promise((resolve) => setTimeout(resolve, 100));
      cutAll();
      await closing;
    },
    start: listen,
    async close() {
      const closing = refuse();
      cutAll();
      await closing;
    },
  };
}
export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
