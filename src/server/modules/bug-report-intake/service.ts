import type { BugReportIntakeResponse, BugReportIntakeValues } from '@shared/contracts/bug-report-intake';
import { BUG_REPORT_PRIORITY_OPTIONS, BUG_REPORT_TYPE_OPTIONS, optionLabel } from '@shared/inbox';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { tooManyRequests } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { createBugReportIntakeRepository } from './repository';

/** A runaway client loop must not bury the operator's inbox; a real system files far fewer. */
export const REPORTS_PER_TENANT: RateLimitRule = { limit: 120, windowSeconds: 60 * 60 };

export type BugReportIntakeDeps = Pick<AppInfrastructure, 'db' | 'mail'>;

export function createBugReportIntakeService({ db, mail }: BugReportIntakeDeps) {
  const repository = createBugReportIntakeRepository(db);
  const limiter = createRateLimiter(db);

  return {
    async file(tenantId: string, report: BugReportIntakeValues): Promise<BugReportIntakeResponse> {
      const key = `bug-report:tenant:${tenantId}`;
      // Counted first, in one statement: concurrent reports each get a count of their own.
      const filed = await limiter.hit(key, REPORTS_PER_TENANT);
      if (filed.count > REPORTS_PER_TENANT.limit) throw tooManyRequests(filed.retryAfterSeconds);
      const notify = (tx: Tx, { id }: { id: string }) =>
        mail
          .notifyOperators(tx, {
            kind: 'bug-reports',
            recordId: id,
            headline: report.title,
            fields: [
              { label: 'Tytuł', value: report.title },
              { label: 'Typ', value: optionLabel(BUG_REPORT_TYPE_OPTIONS, report.type) },
              { label: 'Priorytet', value: optionLabel(BUG_REPORT_PRIORITY_OPTIONS, report.priority) },
              { label: 'Kategoria', value: report.category ?? null },
              { label: 'Tenant', value: tenantId },
              { label: 'Zgłaszający', value: report.reporterName ?? null },
              { label: 'Email zgłaszającego', value: report.reporterEmail ?? null },
            ],
            body: report.description,
          })
          .then(() => undefined);
      return repository.insert(
        {
          tenantId,
          title: report.title,
          description: report.description,
          type: report.type,
          priority: report.priority,
          category: report.category ?? null,
          reporterName: report.reporterName ?? null,
          reporterEmail: report.reporterEmail ?? null,
          reproductionSteps: report.reproductionSteps ?? null,
          expectedBehavior: report.expectedBehavior ?? null,
          actualBehavior: report.actualBehavior ?? null,
        },
        notify,
      );
    },
  };
}
export type BugReportIntakeService = ReturnType<typeof createBugReportIntakeService>;
