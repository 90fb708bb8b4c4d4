import { inboxPath } from '@shared/contracts/inbox';
import { INBOX_CONFIG, INBOX_KINDS, type InboxKind } from '@shared/inbox';
import { measure, ms, type Row } from './measure';

/** Searches an operator would type: a surname fragment in people's records, a word in bug titles. */
const SEARCH: Record<InboxKind, string> = {
  contacts: 'kowalsk',
  'demo-bookings': 'nowak',
  orders: 'wiśniewsk',
  'beta-signups': 'lewandowsk',
  'bug-reports': 'eksport',
};

/**
 * Each admin list read (first page, a status filter, a free-text search, the summary) and the dashboard,
 * one request at a time: p50 / p95 / p99 beside bare Fastify's p95; a table and a verdict on the budgets.
 */
export async function measureAdminLists(base: string, bare: string, cookie: string, samples: number) {
  const bareP95 = (await measure(`${bare}/api/popup-settings`, '', samples)).p95;
  console.log(
    `\nAdmin lists: ${samples} sequential requests each; bare Fastify's p95 for a tiny answer: ${ms(bareP95)} ms`,
  );
  const rows: (Row & { budget: string })[] = [];
  for (const kind of INBOX_KINDS) {
    const status = INBOX_CONFIG[kind].statuses[1]!.value;
    const list = `${base}${inboxPath(kind)}`;
    const listReads: [string, string][] = [
      ['first page', `${list}?limit=20`],
      [`status=${status}`, `${list}?limit=20&status=${status}`],
      [`q=${SEARCH[kind]}`, `${list}?limit=20&q=${encodeURIComponent(SEARCH[kind])}`],
      // The sidebar's counts, asked on every admin screen.
      ['summary', `${list}/summary`],
    ];
    for (const [label, url] of listReads) {
      const result = await measure(url, cookie, samples);
      rows.push({
        read: `${kind} ${label}`,
        p50: ms(result.p50),
        p95: ms(result.p95),
        p99: ms(result.p99),
        total: result.total,
        budget: '',
      });
    }
    // The kind's size is its unfiltered total: 1,000,000 rows and more get the 100 ms budget.
    const kindRows = rows.slice(-listReads.length);
    const size = Number(kindRows[0]!.total);
    for (const row of kindRows) row.budget = size >= 1_000_000 ? '100' : '50';
  }
  const dashboard = await measure(`${base}/api/admin/dashboard`, cookie, samples);
  rows.push({
    read: 'dashboard',
    p50: ms(dashboard.p50),
    p95: ms(dashboard.p95),
    p99: ms(dashboard.p99),
    total: '',
    budget: '',
  });
  console.table(rows);
  const slow = rows.filter((row) => row.budget && Number(row.p95) >= Number(row.budget));
  console.log(
    slow.length
      ? `Over the p95 budget: ${slow.map((r) => r.read).join(', ')}`
      : 'Every list read: p95 within its budget (50 ms; 100 ms at 1,000,000 rows)',
  );
}
