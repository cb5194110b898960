CREATE TABLE "doc_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"item_id" integer,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pcn_acknowledgements" (
	"item_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcn_acknowledgements_item_id_account_id_pk" PRIMARY KEY("item_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "pcn_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"impact" text NOT NULL,
	"request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamped_files" (
	"source_sha256" text NOT NULL,
	"account_id" integer NOT NULL,
	"day" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"crc32" bigint NOT NULL,
	CONSTRAINT "stamped_files_source_sha256_account_id_day_pk" PRIMARY KEY("source_sha256","account_id","day")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"period" text NOT NULL,
	"doc_type" text NOT NULL,
	"other_type" text DEFAULT '' NOT NULL,
	"ratings" jsonb NOT NULL,
	"total_score_tenths" integer NOT NULL,
	"suggestion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_feedbacks" ADD CONSTRAINT "doc_feedbacks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_feedbacks" ADD CONSTRAINT "doc_feedbacks_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcn_acknowledgements" ADD CONSTRAINT "pcn_acknowledgements_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcn_acknowledgements" ADD CONSTRAINT "pcn_acknowledgements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcn_change_requests" ADD CONSTRAINT "pcn_change_requests_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcn_change_requests" ADD CONSTRAINT "pcn_change_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamped_files" ADD CONSTRAINT "stamped_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_feedbacks_account_idx" ON "doc_feedbacks" USING btree ("account_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pcn_change_requests_item_idx" ON "pcn_change_requests" USING btree ("item_id","company_id");--> statement-breakpoint
CREATE INDEX "pcn_change_requests_account_idx" ON "pcn_change_requests" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_account_period_uq" ON "survey_answers" USING btree ("account_id","period");