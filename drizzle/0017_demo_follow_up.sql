ALTER TABLE "demo_bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "member_count" integer;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "follow_up_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "follow_up_sent_at" timestamp with time zone;