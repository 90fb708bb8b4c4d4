ALTER TABLE "invoices" ADD COLUMN "ksef_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_session_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_error" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_offline_mode" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_deadline" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_deadline_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "upo_xml" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_ksef_due_idx" ON "invoices" USING btree ("ksef_status","ksef_next_attempt_at");--> statement-breakpoint
-- 'Faktury' is live like the inbox: an invoice issued or moving through KSeF (queued → sending → accepted,
-- offline, rejected) is told to every back-office stream when its transaction commits.
CREATE TRIGGER "invoices_live_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('invoices');--> statement-breakpoint
CREATE TRIGGER "invoices_live_update" AFTER UPDATE ON "invoices" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "admin_live_notify"('invoices');
