import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote } from '@shared/pricing/calculator';
import { publicPayloads } from '../factories/public-forms';
import { nextIp, unique } from '../factories/visitors';
import { ksefTestEnv, startKsefSimulator, type KsefSimulator } from '../ksef-simulator/index';
import { CLUSTER_ADMIN, startCluster, type Cluster, type ClusterNode } from './cluster';

/*
 * Three server processes on one PostgreSQL database send to one KSeF simulator: 20 orders paid at once,
 * spread over the three, reach KSeF 20 times, each invoice once, every one with its KSeF number.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('The cluster tests need TEST_DATABASE_URL (a PostgreSQL server)');

let cluster: Cluster;
let simulator: KsefSimulator;

async function call(node: ClusterNode, path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${node.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': nextIp(),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) };
}

beforeAll(async () => {
  simulator = await startKsefSimulator();
  cluster = await startCluster(serverUrl, 3, {
    env: { PUBLIC_FORM_CHALLENGE: 'false', ...(await ksefTestEnv(simulator, { timeoutMs: 30_000 })) },
  });
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
  await simulator?.close();
});

describe('KSeF sending from three processes', () => {
  it('20 orders paid at once across three processes: 20 invoices in KSeF, each once', async () => {
    const nodes = cluster.nodes;
    const login = await call(nodes[0]!, '/api/admin/login', CLUSTER_ADMIN);
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const price = quote({ catalogue: 'landing', plan: 'medium', period: 'monthly', modules: [] });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await call(
        nodes[i % 3]!,
        '/api/order',
        publicPayloads.fullOrder({ clubName: `KS Klaster ${unique()}`, selectedModules: [] }),
      );
      expect(placed.status).toBe(201);
      ids.push(placed.json().id as string);
    }
    const paid = await Promise.all(
      ids.map((id, i) =>
        call(
          nodes[i % 3]!,
          `/api/admin/orders/${id}/payment`,
          { bookedOn: new Date().toISOString().slice(0, 10), amount: price.totalGross },
          cookie,
        ),
      ),
    );
    expect(paid.map((response) => response.status)).toEqual(ids.map(() => 200));

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const deadline = Date.now() + 90_000;
      let rows: { number: string; ksef_status: string; ksef_number: string | null }[] = [];
      while (Date.now() < deadline) {
        rows = (
          await db.query(
            'select number, ksef_status, ksef_number from invoices where order_id = any($1::uuid[])',
            [ids],
          )
        ).rows;
        if (rows.length === 20 && rows.every((row) => row.ksef_status === 'accepted')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(rows.map((row) => row.ksef_status)).toEqual(ids.map(() => 'accepted'));
      const received = simulator.control.invoices();
      for (const row of rows) {
        const copies = received.filter((invoice) => invoice.invoiceNumber === row.number);
        expect(copies.map((copy) => copy.ksefNumber)).toEqual([row.ksef_number]);
      }
    } finally {
      await db.end();
    }
  }, 180_000);
});
