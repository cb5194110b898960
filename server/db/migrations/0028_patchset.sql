CREATE TABLE "par_dependencies" (
	"par_id" integer NOT NULL,
	"depends_on_id" integer NOT NULL,
	CONSTRAINT "par_dependencies_par_id_depends_on_id_pk" PRIMARY KEY("par_id","depends_on_id")
);
--> statement-breakpoint
CREATE TABLE "pars" (
	"id" serial PRIMARY KEY NOT NULL,
	"par_no" text NOT NULL,
	"platform_id" integer NOT NULL,
	"patch_set_id" integer,
	"bug_id" text DEFAULT '' NOT NULL,
	"cq_id" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"root_cause" text DEFAULT '' NOT NULL,
	"solution" text DEFAULT '' NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"test_suggestion" text DEFAULT '' NOT NULL,
	"probability" text NOT NULL,
	"introduced_in" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"issue_type" text NOT NULL,
	"status" text NOT NULL,
	"plan_time" date,
	"mandatory" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patch_set_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"patch_set_id" integer NOT NULL,
	"version" text NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patch_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform_id" integer NOT NULL,
	"version" text NOT NULL,
	"base_branch" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"release_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patchset_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"branch_name" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"apply_remark" text DEFAULT '' NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_reason" text DEFAULT '' NOT NULL,
	"plan_time" date NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patchset_apply_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patchset_apply_files" (
	"apply_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "patchset_apply_files_apply_id_file_id_pk" PRIMARY KEY("apply_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "patchset_apply_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"par_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"par_no" text NOT NULL,
	"bug_id" text NOT NULL,
	"cq_id" text NOT NULL,
	"summary" text NOT NULL,
	"root_cause" text NOT NULL,
	"solution" text NOT NULL,
	"field" text NOT NULL,
	"test_suggestion" text NOT NULL,
	"probability" text NOT NULL,
	"introduced_in" text NOT NULL,
	"source" text NOT NULL,
	"issue_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patchset_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patchset_cart" (
	"account_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"par_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patchset_cart_account_id_branch_id_par_id_pk" PRIMARY KEY("account_id","branch_id","par_id")
);
--> statement-breakpoint
CREATE TABLE "patchset_group_branches" (
	"group_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "patchset_group_branches_group_id_branch_id_pk" PRIMARY KEY("group_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "patchset_switches" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"modual_display" boolean DEFAULT true NOT NULL,
	"menu_display" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "par_dependencies" ADD CONSTRAINT "par_dependencies_par_id_pars_id_fk" FOREIGN KEY ("par_id") REFERENCES "public"."pars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "par_dependencies" ADD CONSTRAINT "par_dependencies_depends_on_id_pars_id_fk" FOREIGN KEY ("depends_on_id") REFERENCES "public"."pars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pars" ADD CONSTRAINT "pars_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pars" ADD CONSTRAINT "pars_patch_set_id_patch_sets_id_fk" FOREIGN KEY ("patch_set_id") REFERENCES "public"."patch_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_set_history" ADD CONSTRAINT "patch_set_history_patch_set_id_patch_sets_id_fk" FOREIGN KEY ("patch_set_id") REFERENCES "public"."patch_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_sets" ADD CONSTRAINT "patch_sets_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_applies" ADD CONSTRAINT "patchset_applies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_applies" ADD CONSTRAINT "patchset_applies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_applies" ADD CONSTRAINT "patchset_applies_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_applies" ADD CONSTRAINT "patchset_applies_branch_id_patchset_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."patchset_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_applies" ADD CONSTRAINT "patchset_applies_applicant_id_accounts_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_events" ADD CONSTRAINT "patchset_apply_events_apply_id_patchset_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."patchset_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_events" ADD CONSTRAINT "patchset_apply_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_files" ADD CONSTRAINT "patchset_apply_files_apply_id_patchset_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."patchset_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_files" ADD CONSTRAINT "patchset_apply_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_items" ADD CONSTRAINT "patchset_apply_items_apply_id_patchset_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."patchset_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_items" ADD CONSTRAINT "patchset_apply_items_branch_id_patchset_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."patchset_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_apply_items" ADD CONSTRAINT "patchset_apply_items_par_id_pars_id_fk" FOREIGN KEY ("par_id") REFERENCES "public"."pars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_branches" ADD CONSTRAINT "patchset_branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_branches" ADD CONSTRAINT "patchset_branches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_branches" ADD CONSTRAINT "patchset_branches_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_cart" ADD CONSTRAINT "patchset_cart_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_cart" ADD CONSTRAINT "patchset_cart_branch_id_patchset_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."patchset_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_cart" ADD CONSTRAINT "patchset_cart_par_id_pars_id_fk" FOREIGN KEY ("par_id") REFERENCES "public"."pars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_group_branches" ADD CONSTRAINT "patchset_group_branches_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_group_branches" ADD CONSTRAINT "patchset_group_branches_branch_id_patchset_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."patchset_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_switches" ADD CONSTRAINT "patchset_switches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patchset_switches" ADD CONSTRAINT "patchset_switches_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "par_dependencies_on_idx" ON "par_dependencies" USING btree ("depends_on_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pars_par_no_uq" ON "pars" USING btree ("par_no");--> statement-breakpoint
CREATE INDEX "pars_platform_status_idx" ON "pars" USING btree ("platform_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pars_patch_set_idx" ON "pars" USING btree ("patch_set_id");--> statement-breakpoint
CREATE INDEX "patch_set_history_set_idx" ON "patch_set_history" USING btree ("patch_set_id","at");--> statement-breakpoint
CREATE INDEX "patch_sets_platform_release_idx" ON "patch_sets" USING btree ("platform_id","release_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patch_sets_release_idx" ON "patch_sets" USING btree ("release_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patch_sets_name_trgm_idx" ON "patch_sets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patchset_applies_company_idx" ON "patchset_applies" USING btree ("company_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patchset_applies_applicant_idx" ON "patchset_applies" USING btree ("applicant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patchset_apply_events_apply_idx" ON "patchset_apply_events" USING btree ("apply_id","at");--> statement-breakpoint
CREATE INDEX "patchset_apply_items_apply_idx" ON "patchset_apply_items" USING btree ("apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patchset_apply_items_active_uq" ON "patchset_apply_items" USING btree ("branch_id","par_id") WHERE "patchset_apply_items"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "patchset_branches_company_name_uq" ON "patchset_branches" USING btree ("company_id","name");