CREATE TABLE "catalog_item_platforms" (
	"item_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	CONSTRAINT "catalog_item_platforms_item_id_platform_id_pk" PRIMARY KEY("item_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"file_id" integer,
	"publisher_id" integer,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"version_name" text NOT NULL,
	"log" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subject" text NOT NULL,
	"feedback" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_care" (
	"account_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	CONSTRAINT "platform_care_account_id_platform_id_pk" PRIMARY KEY("account_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"account_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"course_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_course_id_account_id_pk" PRIMARY KEY("course_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"platform_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"address_en" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"enrolment" text DEFAULT 'enrolling' NOT NULL,
	"capacity" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_item_platforms" ADD CONSTRAINT "catalog_item_platforms_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_item_platforms" ADD CONSTRAINT "catalog_item_platforms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_publisher_id_accounts_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_versions" ADD CONSTRAINT "tool_versions_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_versions" ADD CONSTRAINT "tool_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_care" ADD CONSTRAINT "platform_care_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_care" ADD CONSTRAINT "platform_care_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_item_platforms_platform_idx" ON "catalog_item_platforms" USING btree ("platform_id","item_id");--> statement-breakpoint
CREATE INDEX "catalog_items_kind_released_idx" ON "catalog_items" USING btree ("kind","status","released_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_versions_item_idx" ON "tool_versions" USING btree ("item_id","released_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_versions_released_idx" ON "tool_versions" USING btree ("released_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at");