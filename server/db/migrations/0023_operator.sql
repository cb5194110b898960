CREATE TABLE "operator_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"platform_id" integer NOT NULL,
	"pdt" text NOT NULL,
	"operator" text NOT NULL,
	"volte" text NOT NULL,
	"vowifi" text NOT NULL,
	"os" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"publisher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_rows" ADD CONSTRAINT "operator_rows_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_rows" ADD CONSTRAINT "operator_rows_publisher_id_accounts_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_rows_status_country_idx" ON "operator_rows" USING btree ("status","country","operator","id");--> statement-breakpoint
CREATE INDEX "operator_rows_status_operator_idx" ON "operator_rows" USING btree ("status","operator","country");--> statement-breakpoint
CREATE INDEX "operator_rows_platform_idx" ON "operator_rows" USING btree ("platform_id","status","country","operator");--> statement-breakpoint
CREATE INDEX "operator_rows_status_os_idx" ON "operator_rows" USING btree ("status","os");--> statement-breakpoint
CREATE INDEX "operator_rows_pdt_trgm_idx" ON "operator_rows" USING gin ("pdt" gin_trgm_ops);