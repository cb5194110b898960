ALTER TABLE "account_invites" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "account_invites_account_idx" ON "account_invites" USING btree ("account_id","created_at");