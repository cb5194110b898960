CREATE TABLE "search_texts" (
	"doc_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_doc_id_search_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."search_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "search_texts" ("doc_id", "title", "body") SELECT "id", "title", "body" FROM "search_docs";--> statement-breakpoint
ALTER TABLE "search_docs" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "search_docs" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "search_docs" DROP COLUMN "title_seg";--> statement-breakpoint
ALTER TABLE "search_docs" DROP COLUMN "body_seg";