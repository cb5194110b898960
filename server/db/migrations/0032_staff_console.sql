ALTER TABLE "announcements" ADD COLUMN "status" text DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "publisher_id" integer;--> statement-breakpoint
ALTER TABLE "download_records" ADD COLUMN "platform_id" integer;--> statement-breakpoint
ALTER TABLE "download_records" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_feedbacks" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doc_feedbacks" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "pcn_change_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "pcn_change_requests" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "pcn_change_requests" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pcn_change_requests" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "status" text DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_comments" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "download_records_created_idx" ON "download_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalog_items_kind_id_idx" ON "catalog_items" USING btree ("kind","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "doc_feedbacks_queue_idx" ON "doc_feedbacks" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pcn_change_requests_queue_idx" ON "pcn_change_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "survey_answers_queue_idx" ON "survey_answers" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedbacks_queue_idx" ON "feedbacks" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedbacks_account_idx" ON "feedbacks" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_comments_queue_idx" ON "article_comments" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Existing data: a vendor's comment is an answer, never a queue item; a feedback already replied to is replied.
UPDATE "article_comments" SET "status" = 'closed' WHERE "is_vendor";--> statement-breakpoint
UPDATE "doc_feedbacks" SET "status" = 'replied' WHERE "reply" IS NOT NULL;
