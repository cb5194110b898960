ALTER TABLE "search_docs" ADD COLUMN "title_tsv" "tsvector" GENERATED ALWAYS AS (ts_filter(tsv, '{a}')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_docs_title_tsv_idx" ON "search_docs" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "search_docs_released_idx" ON "search_docs" USING btree ("released_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);