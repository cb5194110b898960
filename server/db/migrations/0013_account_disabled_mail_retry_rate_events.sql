CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_events_scope_key_idx" ON "rate_events" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "rate_events_created_idx" ON "rate_events" USING btree ("created_at");--> statement-breakpoint
-- A primary's switch was kept as state 'locked' with reason 'disabled': move it to its own column and
-- give the account back the state it had (active once its e-mail was verified, else incomplete).
UPDATE "accounts" SET "disabled_at" = "updated_at", "state" = CASE WHEN "email_verified_at" IS NULL THEN 'incomplete' ELSE 'active' END, "lock_reason" = NULL WHERE "state" = 'locked' AND "lock_reason" = 'disabled';--> statement-breakpoint
-- Mails left 'sending' by a failed send were never retried: queue them again.
UPDATE "mail_outbox" SET "location" = 'queued' WHERE "location" = 'sending' AND "sent_at" IS NULL;
