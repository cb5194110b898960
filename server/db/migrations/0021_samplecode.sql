CREATE TABLE "sample_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platform_id" integer NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"ap_version" text DEFAULT '' NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'verified' NOT NULL,
	"android_version" text DEFAULT '' NOT NULL,
	"kernel_version" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"publisher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_codes" ADD CONSTRAINT "sample_codes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_codes" ADD CONSTRAINT "sample_codes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_codes" ADD CONSTRAINT "sample_codes_publisher_id_accounts_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_codes_platform_released_idx" ON "sample_codes" USING btree ("state","platform_id","released_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_codes_released_idx" ON "sample_codes" USING btree ("state","released_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_codes_component_idx" ON "sample_codes" USING btree ("component");--> statement-breakpoint
CREATE INDEX "sample_codes_updated_idx" ON "sample_codes" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- A sample keyword is matched anywhere in the name, bug id, description or keywords (ILIKE '%…%'),
-- which no b-tree serves: trigram GIN indexes do (outside the Drizzle schema, as for the catalogue).
create extension if not exists pg_trgm;
--> statement-breakpoint
create index if not exists sample_codes_name_trgm_idx on sample_codes using gin (name gin_trgm_ops);
--> statement-breakpoint
create index if not exists sample_codes_bug_id_trgm_idx on sample_codes using gin (bug_id gin_trgm_ops);
--> statement-breakpoint
create index if not exists sample_codes_description_trgm_idx on sample_codes using gin (description gin_trgm_ops);
--> statement-breakpoint
create index if not exists sample_codes_keywords_trgm_idx on sample_codes using gin (keywords gin_trgm_ops);
