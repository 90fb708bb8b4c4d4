// The schema as one object for Drizzle's typed query API; each table is defined in its own domain file.
export * from './auth';
export * from './settings';
export * from './contacts';
export * from './demo';
export * from './orders';
export * from './beta';
export * from './bug-reports';
export * from './audit';
export * from './testimonials';
export * from './tenants';
export * from './scm-instances';
export * from './privacy';
export * from './outbox';
export * from './link-tokens';
export * from './idempotency';
export * from './analytics';
export * from './invoices';
