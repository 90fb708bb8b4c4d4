import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bugReports, tenants } from '../../db/schema/index';

export type NewIntakeReport = Omit<typeof bugReports.$inferInsert, 'id' | 'status' | 'createdAt'> & {
  tenantId: string;
};

export function createBugReportIntakeRepository(db: Database) {
  return {
    /**
     * Files the report as 'open' and records the tenant's activity, with what `andThen` writes (the
     * operators' notification), together or not at all.
     */
    async insert(report: NewIntakeReport, andThen: (tx: Tx, created: { id: string }) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bugReports)
          .values({ ...report, status: 'open' })
          .returning({ id: bugReports.id, status: bugReports.status });
        await tx
          .update(tenants)
          .set({ lastActivity: sql`now()` })
          .where(eq(tenants.id, report.tenantId));
        await andThen(tx, row!);
        return row!;
      });
    },
  };
}
