// `npm run ksef -- drill [--orders 60] [--outage-orders 3]`: the figures of sending to KSeF, on this machine.
// Starts the KSeF simulator and the app on an embedded database (PGlite) with an injected clock, then:
//   1. pays --orders orders and measures how fast one run of the send job gets their invoices into KSeF
//      (invoices per minute through one session, the sessions the run opened);
//   2. takes KSeF down for 10 minutes of the clock, paying --outage-orders orders each minute and running
//      the job as the workers would, brings it back and runs the job until nothing is left.
// It prints a table: invoices issued during the outage, offline ones, e-mailed at once, accepted after, sent
// twice (counted in the simulator), lost; and the load average sampled during the run. Not a test.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { quote } from '@shared/pricing/calculator';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { invoices, outboxMessages } from '../src/server/db/schema/index';
import { createManualClock } from '../src/server/lib/clock';
import { publicPayloads } from '../src/server/test/factories/public-forms';
import { unique } from '../src/server/test/factories/visitors';
import { ksefTestSettings, startKsefSimulator } from '../src/server/test/ksef-simulator/index';
import { signInAsAdmin, testConfig } from '../src/server/test/test-app';

const { values } = parseArgs({
  args: process.argv.slice(3),
  options: { orders: { type: 'string', default: '60' }, 'outage-orders': { type: 'string', default: '3' } },
});
const ORDERS = Number(values.orders);
const PER_MINUTE = Number(values['outage-orders']);
const OUTAGE_MINUTES = 10;

const loads: number[] = [];
const sampler = setInterval(() => loads.push(os.loadavg()[0]!), 1000);

// Tuesday 24 November 2026, 10:00 in Warsaw: offline24's deadline is Wednesday the 25th.
const clock = createManualClock('2026-11-24T09:00:00Z');
const simulator = await startKsefSimulator();
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
const app = await buildApp({
  config: testConfig({
    ksef: await ksefTestSettings(simulator, { offlineCertificate: true, timeoutMs: 2_000 }),
  }),
  database,
  clock,
});
const admin = await signInAsAdmin(app);
const PRICE = quote({ catalogue: 'landing', plan: 'medium', period: 'monthly', modules: ['skladki'] });

async function payOrder(): Promise<string> {
  const payload = publicPayloads.fullOrder({
    clubName: `KS Próba ${unique()}`,
    nip: '123-456-32-18',
    selectedModules: ['skladki'],
  });
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload });
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  const id = placed.json().id as string;
  const paid = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/payment`,
    payload: { bookedOn: clock.now().toISOString().slice(0, 10), amount: PRICE.totalGross },
    headers: admin.headers,
  });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  return id;
}

const invoiceRows = () => app.db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
const mailedOrders = async () =>
  new Set(
    (await app.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'invoice-issued'))).map(
      (row) => row.relatedId,
    ),
  );

// 1. Throughput: the orders paid first, then one run of the job sends them all.
for (let i = 0; i < ORDERS; i++) await payOrder();
const sessionsBefore = simulator.control.counters().sessionsOpened;
const started = performance.now();
const sent = await app.deps.ksefSender.sendDue({ budgetMs: 10 * 60_000 });
const seconds = (performance.now() - started) / 1000;
const sessions = simulator.control.counters().sessionsOpened - sessionsBefore;
const acceptedFirst = (await invoiceRows()).filter((row) => row.ksefStatus === 'accepted').length;

// 2. A 10-minute outage of KSeF: payments go on, the job runs every minute of the clock.
simulator.control.down();
const outageOrders: string[] = [];
for (let minute = 0; minute < OUTAGE_MINUTES; minute++) {
  for (let i = 0; i < PER_MINUTE; i++) outageOrders.push(await payOrder());
  await app.jobs.runDue();
  clock.advance(60_000);
}
await app.jobs.runDue();
const duringOutage = (await invoiceRows()).filter((row) => outageOrders.includes(row.orderId));
const offline = duringOutage.filter((row) => row.ksefStatus === 'offline').length;
const mailedAtOnce = [...(await mailedOrders())].filter((id) => id && outageOrders.includes(id)).length;

simulator.control.up();
let drainMinutes = 0;
for (; drainMinutes < 60; drainMinutes++) {
  const open = (await invoiceRows()).filter((row) => row.ksefStatus !== 'accepted');
  if (open.length === 0) break;
  clock.advance(60_000);
  await app.jobs.runDue();
}

const rows = await invoiceRows();
const inKsef = simulator.control.invoices();
const timesSent = new Map<string, number>();
for (const { invoiceNumber } of inKsef) {
  const number = invoiceNumber ?? '(unreadable)';
  timesSent.set(number, (timesSent.get(number) ?? 0) + 1);
}
const sentTwice = [...timesSent.values()].filter((count) => count > 1).length;
const paidOrders = ORDERS + outageOrders.length;
const lost =
  paidOrders - rows.filter((row) => row.ksefStatus === 'accepted' && timesSent.get(row.number) === 1).length;
const offlineAccepted = rows.filter(
  (row) => outageOrders.includes(row.orderId) && row.ksefStatus === 'accepted' && row.ksefOfflineMode,
).length;
clearInterval(sampler);

const table: [string, string | number][] = [
  ['Invoices sent in one run', `${sent} (accepted ${acceptedFirst})`],
  ['Sessions opened (25 invoices a batch)', sessions],
  ['Time of the run', `${seconds.toFixed(1)} s`],
  ['Invoices per minute through one session', Math.round((sent / seconds) * 60)],
  ['Outage (clock minutes)', OUTAGE_MINUTES],
  ['Invoices issued during the outage', duringOutage.length],
  ['… of them offline (offline24)', offline],
  ['… e-mailed to the buyer at once (both codes)', mailedAtOnce],
  ['Clock minutes after KSeF came back until all accepted', drainMinutes],
  ['Outage invoices accepted, sent with offlineMode', offlineAccepted],
  ['Invoices received by KSeF (simulator)', inKsef.length],
  ['Sent twice', sentTwice],
  ['Lost (paid, not in KSeF exactly once)', lost],
  ['Contract violations (open-api.json)', simulator.control.violations().length],
  [
    'Load average (1 min) during the run: mean / max',
    `${(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(2)} / ${Math.max(...loads).toFixed(2)} on ${os.cpus().length} cores`,
  ],
];
const width = Math.max(...table.map(([label]) => label.length));
console.log(`\nKSeF drill: ${paidOrders} orders paid on ${new Date().toISOString()}`);
for (const [label, value] of table) console.log(`${label.padEnd(width)}  ${value}`);

await app.close();
await simulator.close();
process.exit(sentTwice === 0 && lost === 0 ? 0 : 1);
