CREATE TABLE "form_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"record_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notice_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "notice_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notice_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "notice_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "form_refusals_at_idx" ON "form_refusals" USING btree ("at");--> statement-breakpoint
CREATE INDEX "privacy_audit_log_at_idx" ON "privacy_audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");