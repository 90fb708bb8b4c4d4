ALTER TABLE "contacts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '') || ' ' || coalesce(subject, '') || ' ' || coalesce(message, ''))) STORED;--> statement-breakpoint
ALTER TABLE "demo_bookings" drop column "search_text";--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '') || ' ' || coalesce(club_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "orders" drop column "search_text";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '') || ' ' || coalesce(club_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(nip, '') || ' ' || coalesce(regexp_replace(nip, '[^0-9]', '', 'g'), '') || ' ' || coalesce(proforma_number, ''))) STORED;--> statement-breakpoint
ALTER TABLE "beta_signups" drop column "search_text";--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '') || ' ' || coalesce(club_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_bookings_search_idx" ON "demo_bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beta_signups_search_idx" ON "beta_signups" USING gin ("search_text" gin_trgm_ops);
