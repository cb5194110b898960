CREATE TABLE "patch_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"patch_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"branch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patch_relations" (
	"patch_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"must_first" boolean DEFAULT false NOT NULL,
	CONSTRAINT "patch_relations_patch_id_related_id_pk" PRIMARY KEY("patch_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "patches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platform_id" integer NOT NULL,
	"applicable_chips" text[] DEFAULT '{}' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"submitter" text DEFAULT '' NOT NULL,
	"security" boolean DEFAULT false NOT NULL,
	"test_patch" boolean DEFAULT false NOT NULL,
	"must_merge" boolean DEFAULT false NOT NULL,
	"file_id" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"publisher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patch_merges" ADD CONSTRAINT "patch_merges_patch_id_patches_id_fk" FOREIGN KEY ("patch_id") REFERENCES "public"."patches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_merges" ADD CONSTRAINT "patch_merges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_merges" ADD CONSTRAINT "patch_merges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_relations" ADD CONSTRAINT "patch_relations_patch_id_patches_id_fk" FOREIGN KEY ("patch_id") REFERENCES "public"."patches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_relations" ADD CONSTRAINT "patch_relations_related_id_patches_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."patches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patches" ADD CONSTRAINT "patches_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patches" ADD CONSTRAINT "patches_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patches" ADD CONSTRAINT "patches_publisher_id_accounts_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patch_merges_company_patch_branch_uq" ON "patch_merges" USING btree ("company_id","patch_id","branch");--> statement-breakpoint
CREATE INDEX "patch_merges_account_time_idx" ON "patch_merges" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patch_relations_related_idx" ON "patch_relations" USING btree ("related_id");--> statement-breakpoint
CREATE INDEX "patches_platform_released_idx" ON "patches" USING btree ("platform_id","released_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patches_released_idx" ON "patches" USING btree ("released_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patches_name_sort_idx" ON "patches" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "patches_version_sort_idx" ON "patches" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "patches_name_trgm_idx" ON "patches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patches_description_trgm_idx" ON "patches" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patches_updated_idx" ON "patches" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);