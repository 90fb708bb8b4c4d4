CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'pl' NOT NULL,
	"related_kind" text,
	"related_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "outbox_messages_state_created_idx" ON "outbox_messages" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_created_idx" ON "outbox_messages" USING btree ("recipient","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_related_idx" ON "outbox_messages" USING btree ("related_kind","related_id");