CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"month" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_series_month_pk" PRIMARY KEY("series","month")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"corrects_id" uuid,
	"month" text NOT NULL,
	"issue_date" date NOT NULL,
	"buyer_name" text NOT NULL,
	"gross_pln" numeric(12, 2) NOT NULL,
	"document" jsonb NOT NULL,
	"xml" text NOT NULL,
	"xml_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_pln" numeric(12, 2) NOT NULL,
	"title" text NOT NULL,
	"counterparty" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"order_id" uuid,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month","number");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_fingerprint_idx" ON "statement_lines" USING btree ("fingerprint");