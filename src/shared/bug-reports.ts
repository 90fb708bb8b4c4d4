/** Bug-report vocabularies (product §3, §9): shared by the tenant intake API and the operator's filters. */
export const BUG_REPORT_TYPES = ['bug', 'feature', 'improvement', 'other'] as const;
export type BugReportType = (typeof BUG_REPORT_TYPES)[number];

export const BUG_REPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type BugReportPriority = (typeof BUG_REPORT_PRIORITIES)[number];
export const DEFAULT_BUG_REPORT_PRIORITY: BugReportPriority = 'medium';

/** The OAuth scope a tenant's token needs to file bug reports (product §6). */
export const BUG_REPORT_SCOPE = 'bug-reports:write';
export const OAUTH_TOKEN_PATH = '/oauth/token';
export const BUG_REPORT_PATH = '/api/bug-report';
