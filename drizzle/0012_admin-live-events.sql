-- The back office's live updates: every committed write to an inbox table is told to every server process
-- (LISTEN admin_live_events, src/server/lib/live-events.ts), whichever code path wrote it. A NOTIFY sent in a
-- transaction is delivered when it commits and never when it rolls back. One notification per statement:
-- the record's id when the statement wrote one row, the count otherwise (a bulk status change).
CREATE FUNCTION "admin_live_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
  one_id text;
BEGIN
  SELECT count(*), min("id"::text) INTO written, one_id FROM "changed";
  IF written > 0 THEN
    PERFORM pg_notify('admin_live_events', json_build_object(
      'kind', TG_ARGV[0],
      'id', CASE WHEN written = 1 THEN one_id END,
      'change', CASE TG_OP WHEN 'INSERT' THEN 'created' ELSE 'updated' END,
      'count', written
    )::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contacts_live_insert" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('contacts');--> statement-breakpoint
CREATE TRIGGER "contacts_live_update" AFTER UPDATE ON "contacts" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('contacts');--> statement-breakpoint
CREATE TRIGGER "demo_bookings_live_insert" AFTER INSERT ON "demo_bookings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('demo-bookings');--> statement-breakpoint
CREATE TRIGGER "demo_bookings_live_update" AFTER UPDATE ON "demo_bookings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('demo-bookings');--> statement-breakpoint
CREATE TRIGGER "orders_live_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('orders');--> statement-breakpoint
CREATE TRIGGER "orders_live_update" AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('orders');--> statement-breakpoint
CREATE TRIGGER "beta_signups_live_insert" AFTER INSERT ON "beta_signups" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('beta-signups');--> statement-breakpoint
CREATE TRIGGER "beta_signups_live_update" AFTER UPDATE ON "beta_signups" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('beta-signups');--> statement-breakpoint
CREATE TRIGGER "bug_reports_live_insert" AFTER INSERT ON "bug_reports" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('bug-reports');--> statement-breakpoint
CREATE TRIGGER "bug_reports_live_update" AFTER UPDATE ON "bug_reports" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('bug-reports');
