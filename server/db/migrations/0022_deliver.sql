CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"delivery_date" date NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_recipients" (
	"delivery_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "delivery_recipients_delivery_id_account_id_pk" PRIMARY KEY("delivery_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_recipients" ADD CONSTRAINT "delivery_recipients_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_recipients" ADD CONSTRAINT "delivery_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_company_list_idx" ON "deliveries" USING btree ("company_id","status","delivery_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_company_project_idx" ON "deliveries" USING btree ("company_id","project_id","delivery_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_company_platform_idx" ON "deliveries" USING btree ("company_id","platform_id","delivery_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_staff_list_idx" ON "deliveries" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "delivery_files_delivery_idx" ON "delivery_files" USING btree ("delivery_id","sort");--> statement-breakpoint
CREATE INDEX "delivery_recipients_account_idx" ON "delivery_recipients" USING btree ("account_id");--> statement-breakpoint
-- The list's keyword is matched anywhere in the version, the name or the release notes (ILIKE
-- '%…%'), which no b-tree serves: trigram GIN indexes do, as for the catalogue (migration 0017).
-- (Outside the Drizzle schema: drizzle-kit does not describe operator-class GIN indexes on an extension.)
create extension if not exists pg_trgm;--> statement-breakpoint
create index if not exists deliveries_version_trgm_idx on deliveries using gin (version gin_trgm_ops);--> statement-breakpoint
create index if not exists deliveries_name_trgm_idx on deliveries using gin (name gin_trgm_ops);--> statement-breakpoint
create index if not exists deliveries_release_notes_trgm_idx on deliveries using gin (release_notes gin_trgm_ops);
