import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { INBOX_CONFIG, INBOX_KINDS, type InboxKind } from '@shared/inbox';
import { CLUB_SIZES } from '@shared/beta';
import { BUG_REPORT_PRIORITIES, BUG_REPORT_TYPES } from '@shared/bug-reports';
import { LANDING_MODULE_IDS, PLAN_IDS, BILLING_PERIODS } from '@shared/pricing/catalogue';
import { quote } from '@shared/pricing/calculator';
import { ConfigError, loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { openConfiguredDatabase } from '@server/db/open-configured';
import * as data from './seed-data';

const USAGE = `Usage: npm run seed -- --rows 100000 [--kinds contacts,orders]

Inserts that many rows of each inbox kind (contacts, demo bookings, orders, beta sign-ups, bug reports) with
realistic Polish data, spread over the last year, into the configured database (DATABASE_URL, else the
embedded one in DATA_DIR: stop the server first).`;

const BATCH = 10_000;

/** A SQL text-array literal of our own constants (quotes doubled, so any value is safe). */
const array = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** One value of the list, chosen per row. */
const pick = (values: readonly string[]) =>
  sql.raw(`(${array(values)})[1 + floor(random() * ${values.length})::int]`);

/** Mostly the default status (a real inbox is mostly new), the rest spread over the vocabulary. */
function statusPick(kind: InboxKind) {
  const { statuses, defaultStatus } = INBOX_CONFIG[kind];
  return pick([defaultStatus, defaultStatus, defaultStatus, ...statuses.map((status) => status.value)]);
}

const NOTES = [
  'Oddzwonić w przyszłym tygodniu',
  'Wysłano ofertę e-mailem',
  'Klient prosi o fakturę',
  'Umówiono prezentację',
];

/** Columns every kind shares: status with processed date and notes when handled, created within a year. */
function lifecycle(kind: InboxKind): SQL {
  const initial = INBOX_CONFIG[kind].defaultStatus;
  return sql`status, created,
    case when status <> ${initial} then created + random() * interval '3 days' end as processed_at,
    case when status <> ${initial} and random() < 0.5 then ${pick(NOTES)} end as admin_notes`;
}

/** Person, club and time of each generated row; the kind's SELECT builds its columns from these. */
const people = (kind: InboxKind, rows: number) => sql`
  select fn || ' ' || ln as name,
    translate(lower(fn || '.' || ln), 'ąćęłńóśźż', 'acelnoszz') || i || '@' || dom as email,
    '+48 ' || (500 + floor(random() * 300))::int || ' ' || lpad((floor(random() * 1000))::int::text, 3, '0')
      || ' ' || lpad((floor(random() * 1000))::int::text, 3, '0') as phone,
    ${pick(data.CLUB_PREFIXES)} || ' ' || ${pick(data.CLUB_NAMES)} || ' ' || city as club_name,
    city, i, ${statusPick(kind)} as status, now() - random() * interval '365 days' as created
  from (select fn, case when fn like '%a' then regexp_replace(ln, '(sk|ck|dzk)i$', '\\1a') else ln end as ln, dom, city, i from (select ${pick(data.FIRST_NAMES)} as fn, ${pick(data.LAST_NAMES)} as ln, ${pick(data.EMAIL_DOMAINS)} as dom,
    ${pick(data.CITIES)} as city, i from generate_series(1, ${rows}) as i) drawn) seed`;

/** Orders priced by the real catalogue: a handful of plan × period × module choices, each quoted once. */
function orderCombos() {
  const moduleSets: string[][] = [
    [],
    ['skladki'],
    ['skladki', 'rejestr'],
    ['zawody'],
    [...LANDING_MODULE_IDS],
  ];
  return PLAN_IDS.flatMap((plan) =>
    BILLING_PERIODS.flatMap((period) =>
      moduleSets.map((modules) => ({
        plan,
        period,
        modules: JSON.stringify(modules),
        total: String(quote({ catalogue: 'landing', plan, period, modules }).totalNet),
      })),
    ),
  );
}

function insertStatement(kind: InboxKind, rows: number): SQL {
  const base = people(kind, rows);
  switch (kind) {
    case 'contacts':
      return sql`insert into contacts (name, email, phone, subject, message, status, created_at, processed_at, admin_notes)
        select name, email, phone, ${pick(data.CONTACT_SUBJECTS)}, ${pick(data.CONTACT_MESSAGES)}, ${lifecycle(kind)}
        from (${base}) p`;
    case 'demo-bookings':
      return sql`insert into demo_bookings (name, email, phone, club_name, preferred_date, selected_slot, language, status, created_at, processed_at, admin_notes)
        select name, email, phone, club_name, to_char(slot at time zone 'Europe/Warsaw', 'DD.MM.YYYY HH24:MI'), slot,
          ${pick(data.DEMO_LANGUAGES)}, ${lifecycle(kind)}
        from (select *, (date_trunc('day', created at time zone 'Europe/Warsaw') + interval '2 days' + (9 + floor(random() * 8)) * interval '1 hour') at time zone 'Europe/Warsaw' as slot from (${base}) b) p`;
    case 'orders': {
      const combos = orderCombos();
      const column = (key: 'plan' | 'period' | 'modules' | 'total') =>
        sql.raw(`(${array(combos.map((combo) => combo[key]))})[k]`);
      return sql`insert into orders (form, name, email, phone, club_name, street, postal_code, city, member_count, plan,
          payment_mode, module_catalogue, selected_modules, total_net_pln, status, created_at, processed_at, admin_notes)
        select 'simple', name, email, phone, club_name, 'ul. Strzelecka ' || (1 + i % 90), lpad((i % 100)::text, 2, '0') || '-' || lpad((i % 1000)::text, 3, '0'),
          city, 20 + (i % 900), ${column('plan')}, ${column('period')}, 'landing', ${column('modules')}::jsonb,
          ${column('total')}::numeric, ${lifecycle(kind)}
        from (select *, 1 + floor(random() * ${combos.length})::int as k from (${base}) b) p`;
    }
    case 'beta-signups':
      return sql`insert into beta_signups (name, email, phone, club_name, club_size, status, created_at, processed_at, admin_notes)
        select name, email, phone, club_name, ${pick(CLUB_SIZES)}, ${lifecycle(kind)} from (${base}) p`;
    case 'bug-reports':
      return sql`insert into bug_reports (title, description, category, type, priority, reporter_name, reporter_email,
          reproduction_steps, expected_behavior, actual_behavior, status, created_at, processed_at, admin_notes)
        select ${pick(data.BUG_TITLES)}, ${pick(data.BUG_DESCRIPTIONS)}, ${pick(data.BUG_CATEGORIES)},
          ${pick(BUG_REPORT_TYPES)}, ${pick(BUG_REPORT_PRIORITIES)}, name, email,
          '1. Zaloguj się jako zarząd 2. Otwórz moduł 3. Kliknij przycisk', 'Operacja kończy się sukcesem',
          'Pojawia się komunikat o błędzie', ${lifecycle(kind)}
        from (${base}) p`;
  }
}

export async function seed(db: Database, rows: number, kinds: readonly InboxKind[] = INBOX_KINDS) {
  for (const kind of kinds) {
    const started = performance.now();
    for (let done = 0; done < rows; done += BATCH) {
      await db.execute(insertStatement(kind, Math.min(BATCH, rows - done)));
    }
    console.log(`${kind}: ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // What autovacuum would do some minutes later: statistics for the planner, and the visibility map that
  // lets count(*) read the indexes alone (index-only scans).
  await db.execute(sql`vacuum analyze contacts, demo_bookings, orders, beta_signups, bug_reports`);
}

async function main() {
  const { values } = parseArgs({
    options: { rows: { type: 'string' }, kinds: { type: 'string' }, help: { type: 'boolean' } },
  });
  const rows = Number(values.rows);
  const kinds = values.kinds ? values.kinds.split(',') : [...INBOX_KINDS];
  if (
    values.help ||
    !Number.isInteger(rows) ||
    rows < 1 ||
    kinds.some((kind) => !(INBOX_KINDS as readonly string[]).includes(kind))
  ) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await seed(database.db, rows, kinds as InboxKind[]);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
