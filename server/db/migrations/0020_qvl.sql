CREATE TABLE "qvl_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"chip" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"part_number" text NOT NULL,
	"component_id" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"level" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"firmware_version" text DEFAULT '' NOT NULL,
	"chip_type" text DEFAULT '' NOT NULL,
	"test_status" text NOT NULL,
	"function_explanation" text DEFAULT '' NOT NULL,
	"lifecycle_phase" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"publisher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qvl_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qvl_entries" ADD CONSTRAINT "qvl_entries_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qvl_entries" ADD CONSTRAINT "qvl_entries_supplier_id_qvl_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."qvl_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qvl_entries" ADD CONSTRAINT "qvl_entries_publisher_id_accounts_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qvl_entries_status_released_idx" ON "qvl_entries" USING btree ("status","released_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "qvl_entries_platform_idx" ON "qvl_entries" USING btree ("platform_id","status","type","level");--> statement-breakpoint
CREATE INDEX "qvl_entries_supplier_idx" ON "qvl_entries" USING btree ("supplier_id","status","level");--> statement-breakpoint
CREATE INDEX "qvl_entries_part_number_trgm_idx" ON "qvl_entries" USING gin ("part_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qvl_entries_description_trgm_idx" ON "qvl_entries" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qvl_suppliers_name_uq" ON "qvl_suppliers" USING btree ("name");