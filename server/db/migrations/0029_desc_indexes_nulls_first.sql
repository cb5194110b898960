DROP INDEX "download_records_account_time_idx";--> statement-breakpoint
DROP INDEX "download_records_account_kind_time_idx";--> statement-breakpoint
DROP INDEX "doc_feedbacks_account_idx";--> statement-breakpoint
DROP INDEX "tool_versions_item_idx";--> statement-breakpoint
DROP INDEX "tool_versions_released_idx";--> statement-breakpoint
DROP INDEX "train_applications_company_idx";--> statement-breakpoint
DROP INDEX "train_applications_status_idx";--> statement-breakpoint
DROP INDEX "article_comments_article_idx";--> statement-breakpoint
DROP INDEX "article_comments_account_idx";--> statement-breakpoint
DROP INDEX "articles_module_idx";--> statement-breakpoint
DROP INDEX "message_setting_log_account_idx";--> statement-breakpoint
DROP INDEX "sample_codes_updated_idx";--> statement-breakpoint
DROP INDEX "deliveries_company_list_idx";--> statement-breakpoint
DROP INDEX "deliveries_company_project_idx";--> statement-breakpoint
DROP INDEX "deliveries_company_platform_idx";--> statement-breakpoint
DROP INDEX "deliveries_staff_list_idx";--> statement-breakpoint
DROP INDEX "reviews_company_list_idx";--> statement-breakpoint
DROP INDEX "reviews_company_progress_idx";--> statement-breakpoint
DROP INDEX "reviews_staff_list_idx";--> statement-breakpoint
DROP INDEX "patch_merges_account_time_idx";--> statement-breakpoint
DROP INDEX "patches_updated_idx";--> statement-breakpoint
DROP INDEX "pars_platform_status_idx";--> statement-breakpoint
DROP INDEX "patch_sets_platform_release_idx";--> statement-breakpoint
DROP INDEX "patch_sets_release_idx";--> statement-breakpoint
DROP INDEX "patchset_applies_company_idx";--> statement-breakpoint
DROP INDEX "patchset_applies_applicant_idx";--> statement-breakpoint
CREATE INDEX "download_records_account_time_idx" ON "download_records" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "download_records_account_kind_time_idx" ON "download_records" USING btree ("account_id","item_kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "doc_feedbacks_account_idx" ON "doc_feedbacks" USING btree ("account_id","kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tool_versions_item_idx" ON "tool_versions" USING btree ("item_id","released_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tool_versions_released_idx" ON "tool_versions" USING btree ("released_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "train_applications_company_idx" ON "train_applications" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "train_applications_status_idx" ON "train_applications" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_comments_article_idx" ON "article_comments" USING btree ("article_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_comments_account_idx" ON "article_comments" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_module_idx" ON "articles" USING btree ("module","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_setting_log_account_idx" ON "message_setting_log" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_codes_updated_idx" ON "sample_codes" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_company_list_idx" ON "deliveries" USING btree ("company_id","status","delivery_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_company_project_idx" ON "deliveries" USING btree ("company_id","project_id","delivery_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_company_platform_idx" ON "deliveries" USING btree ("company_id","platform_id","delivery_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_staff_list_idx" ON "deliveries" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_company_list_idx" ON "reviews" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_company_progress_idx" ON "reviews" USING btree ("company_id","progress","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_staff_list_idx" ON "reviews" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patch_merges_account_time_idx" ON "patch_merges" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patches_updated_idx" ON "patches" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pars_platform_status_idx" ON "pars" USING btree ("platform_id","status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patch_sets_platform_release_idx" ON "patch_sets" USING btree ("platform_id","release_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patch_sets_release_idx" ON "patch_sets" USING btree ("release_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patchset_applies_company_idx" ON "patchset_applies" USING btree ("company_id","status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patchset_applies_applicant_idx" ON "patchset_applies" USING btree ("applicant_id","id" DESC NULLS FIRST);