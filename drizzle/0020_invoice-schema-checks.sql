CREATE TABLE "invoice_issue_failures" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text DEFAULT 'PL' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eu_vat_id" text;--> statement-breakpoint
ALTER TABLE "invoice_issue_failures" ADD CONSTRAINT "invoice_issue_failures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;