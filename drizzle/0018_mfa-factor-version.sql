ALTER TABLE "admin_challenges" ADD COLUMN "factor_version" integer;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "factor_version" integer DEFAULT 0 NOT NULL;