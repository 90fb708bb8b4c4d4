CREATE TABLE "link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "slot_chosen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "reminder_24h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "reminder_1h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "slot_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "detail" text;--> statement-breakpoint
CREATE INDEX "link_tokens_subject_idx" ON "link_tokens" USING btree ("purpose","subject_id");--> statement-breakpoint
CREATE INDEX "demo_bookings_slot_idx" ON "demo_bookings" USING btree ("selected_slot");