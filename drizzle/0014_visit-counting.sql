CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"event" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "traffic_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source_channel" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "source_channel" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source_channel" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "source_channel" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX "page_views_day_visitor_idx" ON "page_views" USING btree ("day","visitor_id","id");--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");