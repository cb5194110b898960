CREATE TABLE "review_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	"message_id" integer
);
--> statement-breakpoint
CREATE TABLE "review_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"progress" text NOT NULL,
	"result" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"round" integer NOT NULL,
	"level" text NOT NULL,
	"position" text NOT NULL,
	"description" text NOT NULL,
	"picture_file_id" integer,
	"status" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"review_type" text NOT NULL,
	"pcb_project" text NOT NULL,
	"contacts" text NOT NULL,
	"eda_tool" text NOT NULL,
	"reference_design" text DEFAULT '' NOT NULL,
	"pcb_edition" text NOT NULL,
	"stack_structure" text NOT NULL,
	"side_type" text NOT NULL,
	"memory_type" text NOT NULL,
	"has_revision" boolean DEFAULT false NOT NULL,
	"revision_desc" text DEFAULT '' NOT NULL,
	"has_new_function" boolean DEFAULT false NOT NULL,
	"new_function_desc" text DEFAULT '' NOT NULL,
	"file_id" integer NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"progress" text DEFAULT 'notReviewed' NOT NULL,
	"result" text,
	"engineer_id" integer,
	"round" integer DEFAULT 1 NOT NULL,
	"score" integer,
	"score_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_message_id_review_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."review_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_messages" ADD CONSTRAINT "review_messages_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_messages" ADD CONSTRAINT "review_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_engineer_id_accounts_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_files_file_idx" ON "review_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "review_files_message_idx" ON "review_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "review_history_review_idx" ON "review_history" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "review_items_review_idx" ON "review_items" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "review_messages_review_idx" ON "review_messages" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "reviews_company_list_idx" ON "reviews" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_company_progress_idx" ON "reviews" USING btree ("company_id","progress","result");--> statement-breakpoint
CREATE INDEX "reviews_staff_list_idx" ON "reviews" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);