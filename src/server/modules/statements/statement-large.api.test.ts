import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mtAmount, mt940Statement } from '../../test/factories/statements';
import { appWithAdmin } from '../../test/test-app';

const { app, admin } = await appWithAdmin();

const CREDITS = 12_000;
const LINES_PER_INSERT = 500;

/** A busy month's statement, over 2 MB: twelve thousand transfers, each with its reference and title. */
function largeStatement(format: 'mt940' | 'csv', marker: string): string {
  const credits = Array.from({ length: CREDITS }, (_, at) => ({
    amount: 100 + (at % 50),
    title: `${marker} składka członkowska nr ${at} Klub Strzelecki Grot ul. Strzelecka 1 00-001 Warszawa, opłata za czerwiec i lipiec 2027`,
    references: `NONREF//27153${String(at).padStart(8, '0')}`,
  }));
  if (format === 'mt940') return mt940Statement(credits);
  return [
    'Data księgowania;Kwota;Tytuł;Nadawca;Nr transakcji',
    ...credits.map(
      (credit) =>
        `02.06.2027;${mtAmount(credit.amount)};"${credit.title}";Jan Kowalski ul. Długa 5 Kraków;${credit.references}`,
    ),
  ].join('\r\n');
}

/**
 * The rows one INSERT wrote share their transaction and command ids (xmin, cmin): how many statements
 * wrote this import's lines, read from the database itself.
 */
async function insertsThatWrote(marker: string): Promise<number> {
  const result = (await app.db.execute(sql`
    select count(distinct xmin::text || '/' || cmin::text)::int as writes, count(*)::int as lines
    from statement_lines where title like ${`${marker} %`}`)) as unknown as {
    rows: { writes: number; lines: number }[];
  };
  expect(result.rows[0]!.lines).toBe(CREDITS);
  return result.rows[0]!.writes;
}

describe("'Import wyciągu': a large statement", () => {
  for (const format of ['mt940', 'csv'] as const) {
    it(`${format}: 12,000 credits import in a few dozen writes, and the back office answers meanwhile`, async () => {
      const marker = `LARGE-${format}`;
      const content = largeStatement(format, marker);
      expect(content.length).toBeGreaterThan(2_000_000);

      const finished: string[] = [];
      const importing = app
        .inject({
          method: 'POST',
          url: '/api/admin/statements',
          payload: { format, content },
          headers: admin.headers,
        })
        .then((response) => {
          finished.push('import');
          return response;
        });
      await nextTurn();
      // A light request sent while the import is under way is answered before it ends: nothing holds the
      // event loop or the database for the length of the file.
      const light = app
        .inject({ method: 'GET', url: '/api/admin/statements/unpaid-orders', headers: admin.headers })
        .then((response) => {
          finished.push('light');
          return response;
        });
      const [imported, answered] = await Promise.all([importing, light]);
      expect(answered.statusCode).toBe(200);
      expect(finished).toEqual(['light', 'import']);

      expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
      expect(imported.json()).toMatchObject({ added: CREDITS, alreadyImported: 0 });
      expect(imported.json().lines).toHaveLength(CREDITS);
      expect(await insertsThatWrote(marker)).toBeLessThanOrEqual(Math.ceil(CREDITS / LINES_PER_INSERT));

      // The same file again adds nothing and writes nothing.
      const again = await app.inject({
        method: 'POST',
        url: '/api/admin/statements',
        payload: { format, content },
        headers: admin.headers,
      });
      expect(again.json()).toMatchObject({ added: 0, alreadyImported: CREDITS });
      expect(await insertsThatWrote(marker)).toBeLessThanOrEqual(Math.ceil(CREDITS / LINES_PER_INSERT));
    }, 120_000);
  }
});
