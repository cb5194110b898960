CREATE TABLE "search_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"title_seg" text NOT NULL,
	"body_seg" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"platform_ids" integer[] DEFAULT '{}' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_docs_item_uq" ON "search_docs" USING btree ("module","item_id");--> statement-breakpoint
CREATE INDEX "search_docs_tsv_idx" ON "search_docs" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_docs_platforms_idx" ON "search_docs" USING gin ("platform_ids");