-- Keys stored before this had no client or fingerprint to check a retry against: they are forgotten (kept 24 hours at most anyway).
DELETE FROM "idempotent_requests";--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "fingerprint" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP CONSTRAINT "idempotent_requests_route_key_pk";--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_route_client_key_pk" PRIMARY KEY("route","client","key");
