CREATE TABLE "proforma_counters" (
	"month" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proforma_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proforma_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount_pln" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scm_instance_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_scm_instance_id_scm_instances_id_fk" FOREIGN KEY ("scm_instance_id") REFERENCES "public"."scm_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_proforma_number_idx" ON "orders" USING btree ("proforma_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_idx" ON "orders" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_scm_instance_idx" ON "orders" USING btree ("scm_instance_id");