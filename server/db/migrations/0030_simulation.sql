CREATE TABLE "simulation_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"round" integer,
	"file_id" integer NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"round" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"params" jsonb NOT NULL,
	"engineer_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulation_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"simulation_type" text,
	"platform_id" integer,
	"project_id" integer,
	"design_name" text DEFAULT '' NOT NULL,
	"board_version" text DEFAULT '' NOT NULL,
	"layer_count" integer,
	"unit" text,
	"board_thickness" text DEFAULT '' NOT NULL,
	"max_frequency" text DEFAULT '' NOT NULL,
	"target_impedance" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"board_file_id" integer,
	"stackup_file_id" integer,
	"netlist_file_id" integer,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"submitted_by" integer,
	"engineer_id" integer,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_files" ADD CONSTRAINT "simulation_files_task_id_simulation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."simulation_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_files" ADD CONSTRAINT "simulation_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_rounds" ADD CONSTRAINT "simulation_rounds_task_id_simulation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."simulation_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_rounds" ADD CONSTRAINT "simulation_rounds_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_rounds" ADD CONSTRAINT "simulation_rounds_engineer_id_accounts_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_board_file_id_files_id_fk" FOREIGN KEY ("board_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_stackup_file_id_files_id_fk" FOREIGN KEY ("stackup_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_netlist_file_id_files_id_fk" FOREIGN KEY ("netlist_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_tasks" ADD CONSTRAINT "simulation_tasks_engineer_id_accounts_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_files_file_idx" ON "simulation_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "simulation_files_task_idx" ON "simulation_files" USING btree ("task_id","round");--> statement-breakpoint
CREATE INDEX "simulation_files_outputs_idx" ON "simulation_files" USING btree ("id" DESC NULLS FIRST) WHERE role in ('result', 'report');--> statement-breakpoint
CREATE INDEX "simulation_rounds_task_idx" ON "simulation_rounds" USING btree ("task_id","round");--> statement-breakpoint
CREATE INDEX "simulation_tasks_company_list_idx" ON "simulation_tasks" USING btree ("company_id","status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "simulation_tasks_status_idx" ON "simulation_tasks" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "simulation_tasks_drafts_idx" ON "simulation_tasks" USING btree ("account_id","status","updated_at" DESC NULLS FIRST);