ALTER TABLE "demo_bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
CREATE INDEX "demo_bookings_email_idx" ON "demo_bookings" USING btree (lower("email"));